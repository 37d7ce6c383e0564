import { data } from 'react-router';
import { ApiError } from './client.ts';

/** Awaits a read; an API 404 becomes the page's "Page Not Found" (a 404 page, not a crash). Other errors propagate. */
export async function orNotFound<T>(read: Promise<T>, request: Request): Promise<T> {
  try {
    return await read;
  } catch (err) {
    if (err instanceof ApiError && (err.status === 404 || err.status === 400)) {
      const url = new URL(request.url);
      throw data({ message: `Page Not Found: ${url.pathname}${url.search}`, path: url.pathname }, { status: 404 });
    }
    throw err;
  }
}
