/*
 * The one way the adapters talk to a provider: a POST with a deadline that covers the whole exchange (connect, headers
 * and body), a cap on the answer's size, and an outcome instead of an exception, so each adapter turns it into its own
 * typed error. URLs may carry secrets (Kavenegar puts the API key in the path): nothing here logs or rethrows them.
 */

export interface PostRequest {
  url: string;
  body: string;
  contentType: 'application/json' | 'application/x-www-form-urlencoded; charset=UTF-8';
  timeoutMs: number;
}

export type PostOutcome =
  | { kind: 'answer'; status: number; body: string }
  /** No complete answer within the deadline. Whether the provider acted on the request is unknown. */
  | { kind: 'timeout' }
  /** Connection refused or reset, DNS failure, an answer larger than MAX_ANSWER_BYTES. */
  | { kind: 'unreachable'; reason: string };

/** Provider answers are a few hundred bytes; anything far larger is not an answer we can use. */
export const MAX_ANSWER_BYTES = 1 << 20;

export async function post(request: PostRequest): Promise<PostOutcome> {
  const signal = AbortSignal.timeout(request.timeoutMs);
  try {
    const response = await fetch(request.url, {
      method: 'POST',
      headers: { 'content-type': request.contentType, accept: 'application/json' },
      body: request.body,
      signal,
      redirect: 'error',
    });
    const body = await readCapped(response);
    return body === null ? { kind: 'unreachable', reason: 'answer too large' } : { kind: 'answer', status: response.status, body };
  } catch (error) {
    if (signal.aborted) return { kind: 'timeout' };
    // fetch wraps the socket error as `cause`; its code (ECONNREFUSED…) is what an operator needs, never the URL.
    const cause = (error as { cause?: { code?: string } }).cause;
    return { kind: 'unreachable', reason: cause?.code ?? (error as Error).name ?? 'network error' };
  }
}

async function readCapped(response: Response): Promise<string | null> {
  if (!response.body) return '';
  const chunks: Uint8Array[] = [];
  let size = 0;
  for await (const chunk of response.body as unknown as AsyncIterable<Uint8Array>) {
    size += chunk.byteLength;
    if (size > MAX_ANSWER_BYTES) return null;
    chunks.push(chunk);
  }
  return Buffer.concat(chunks).toString('utf8');
}

/** A plain object field, or null. */
export const objectField = (value: unknown): Record<string, unknown> | null =>
  value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : null;

/** The parsed JSON object of an answer, or null when it is not a JSON object. */
export function jsonObject(text: string): Record<string, unknown> | null {
  try {
    return objectField(JSON.parse(text));
  } catch {
    return null;
  }
}

/** An integer field, also when a provider sends it as a numeric string. */
export function integerField(value: unknown): number | null {
  if (typeof value === 'number' && Number.isInteger(value)) return value;
  if (typeof value === 'string' && /^-?\d{1,15}$/.test(value)) return Number(value);
  return null;
}
