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
    : { method: 'POST', headers: { 'Content-Type': 'application/json', Accept: 'application/json' }, body: JSON.stringify(input) };
  const url = `${endpoint.path}?${params}`;
  let res = await fetch(url, init);
  if (isGet && RETRYABLE.has(res.status)) res = await fetch(url, init);
  return { status: res.status, body: await res.json() };
};
