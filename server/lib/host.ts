/*
 * Host names as a visitor's request states them. A Host header is the visitor's to choose, so it is only ever used
 * after this check, and absolute URLs never come from it unless the operator configured that host (site-origin.ts).
 */

const LABEL = '[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?';
const NAME = `${LABEL}(?:\\.${LABEL})*\\.?`;
const IPV6 = '\\[[0-9a-f:.]{2,45}\\]';
const HOST = new RegExp(`^(?:${NAME}|${IPV6})(?::(\\d{1,5}))?$`);

/**
 * The host and port `value` names, lowercased (`Example.COM:8080` → `example.com:8080`), or null when it is not a
 * usable host: empty, spaces, a path, user info, an unclosed IPv6 bracket, a port above 65535.
 */
export function parseHost(value: string | undefined | null): string | null {
  if (typeof value !== 'string' || value.length > 260) return null;
  const host = value.toLowerCase();
  const match = HOST.exec(host);
  if (!match || (match[1] !== undefined && Number(match[1]) > 65535)) return null;
  try {
    // The URL parser has the last word on IPv6 forms and dotted names ("1.2.3.999" is no address).
    return new URL(`http://${host}/`).host === host.replace(/:80$/, '') ? host : null;
  } catch {
    return null;
  }
}

/** The host part without the port: `localhost:3000` → `localhost`, `[::1]:80` → `[::1]`. */
export const hostName = (host: string) => host.replace(/:\d+$/, '');

/** Addresses that only reach this machine: the one case where an unconfigured Host may name the site. */
export const isLocalHost = (host: string) => ['localhost', '127.0.0.1', '[::1]'].includes(hostName(host));
