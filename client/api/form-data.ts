import { data } from 'react-router';

const FORM_TYPES = /^\s*(application\/x-www-form-urlencoded|multipart\/form-data)\b/i;

/**
 * The fields of a form posted to a page action. A page action is reached by a browser's plain form (JavaScript off)
 * or by the router's own submit, both form encoded; anything else (JSON, text, a broken or compressed body) is no form
 * of ours and answers 400, never a fault.
 */
export async function readForm(request: Request): Promise<FormData> {
  if (FORM_TYPES.test(request.headers.get('content-type') ?? '')) {
    try {
      return await request.formData();
    } catch {
      // a body that does not parse as its declared type: the same 400 below
    }
  }
  throw data(null, { status: 400 });
}
