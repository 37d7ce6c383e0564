import { readOutbox } from '../../server/integrations/sms/index.ts';

export type Message = { item1: string; item2?: string; code?: string };
export type Envelope<T = unknown> = { isSuccess: boolean; data: T; messages: Message[] };

/**
 * A visitor of the API for auth tests: keeps its cookies like a browser (name=value only), sends JSON from its own
 * address (X-Forwarded-For, trusted from the loopback proxy) so per-IP limits of one test do not touch another's.
 */
export class ApiVisitor {
  readonly cookies = new Map<string, string>();
  /** Every Set-Cookie header of the last answer, as sent. */
  lastSetCookies: string[] = [];
  constructor(
    readonly base: string,
    readonly ip: string,
    readonly lang: 'fa' | 'en' = 'en',
  ) {}

  async call<T = unknown>(method: 'GET' | 'POST' | 'DELETE', path: string, body?: unknown, headers: Record<string, string> = {}) {
    const res = await fetch(`${this.base}${path}${path.includes('?') ? '&' : '?'}lang=${this.lang}`, {
      method,
      headers: {
        'X-Forwarded-For': this.ip,
        ...(this.cookies.size ? { Cookie: [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ') } : {}),
        ...(body !== undefined ? { 'Content-Type': 'application/json' } : {}),
        ...headers,
      },
      body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
    });
    this.lastSetCookies = res.headers.getSetCookie();
    for (const line of this.lastSetCookies) {
      const [pair, ...attrs] = line.split(';');
      const eq = pair.indexOf('=');
      const name = pair.slice(0, eq).trim();
      const value = decodeURIComponent(pair.slice(eq + 1).trim());
      const expired = attrs.some((a) => /^\s*expires=Thu, 01 Jan 1970/i.test(a)) || value === '';
      if (expired) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
    return { status: res.status, body: (await res.json()) as Envelope<T> };
  }

  post<T = unknown>(path: string, body: unknown = {}, headers?: Record<string, string>) {
    return this.call<T>('POST', path, body, headers);
  }

  get<T = unknown>(path: string) {
    return this.call<T>('GET', path);
  }
}

/** The last code the outbox holds for a number (the outbox writes `09xxxxxxxxx`). */
export async function lastCodeFor(outbox: string, mobile: string): Promise<string> {
  const lines = (await readOutbox(outbox)).filter((l) => l.to === mobile && l.code);
  if (!lines.length) throw new Error(`no code in the outbox for ${mobile}`);
  return lines[lines.length - 1].code!;
}
