import type { Envelope } from '../../shared/contracts/endpoint.ts';
import type { Transport } from './client.ts';

/** Statuses worth one more try for a read (spec §8); writes are never retried. */
const RETRYABLE = new Set([408, 409, 425, 429, 500, 502, 503, 504]);

export const fetchTransport: Transport = async (endpoint, input, locale) => {
  const params = new URLSearchParams({ lang: locale });
  const isGet = endpoint.method === 'GET';
  if (isGet) {
    for (const [key, value] of Object.entries((input ?? {}) as Record<string, unknown>)) {
      if (value !== undefined && value !== null) params.set(key, String(value));
    }
  }
  const init: RequestInit = isGet
    ? { headers: { Accept: 'application/json' } }
    : { method: endpoint.method, headers: { 'Content-Type': 'application/json', Accept: 'application/json' }, body: JSON.stringify(input ?? {}) };
  const url = `${endpoint.path}?${params}`;
  let res = await fetch(url, init);
  if (isGet && RETRYABLE.has(res.status)) res = await fetch(url, init);
  return { status: res.status, body: await envelopeOf(res), retryAfter: Number(res.headers.get('Retry-After')) || undefined };
};

/** The JSON envelope of an answer; a proxy's HTML error page or a cut-off body becomes an unsuccessful one. */
async function envelopeOf(res: Response): Promise<Envelope<unknown>> {
  try {
    return (await res.json()) as Envelope<unknown>;
  } catch {
    return { isSuccess: false, data: null, messages: [] };
  }
}
