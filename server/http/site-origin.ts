import type { Request } from 'express';
import type { Config } from '../config.ts';
import { isLocalHost, parseHost } from '../lib/host.ts';

type OriginConfig = Pick<Config, 'PUBLIC_ORIGIN' | 'ALLOWED_HOSTS'>;
type OriginRequest = Pick<Request, 'protocol' | 'get' | 'socket'>;

export interface SiteOrigin {
  /** `https://negahban.ir`: no trailing slash. */
  origin: string;
  /** Whether it came from configuration; one made from the request is kept out of shared caches. */
  configured: boolean;
}

/**
 * The origin absolute URLs name (canonical, hreflang, sitemap, robots.txt, price lists). Only configured host names
 * are ever written: PUBLIC_ORIGIN, or the request's host when ALLOWED_HOSTS lists it. With neither configured, a
 * local address the request was sent to (localhost, 127.0.0.1, [::1]: development and tests) is used; any other Host
 * is the visitor's invention, so the site names itself by a local address rather than repeat it.
 */
export function siteOrigin(config: OriginConfig, req: OriginRequest): SiteOrigin {
  const host = parseHost(req.get('host'));
  const publicOrigin = config.PUBLIC_ORIGIN ? new URL(config.PUBLIC_ORIGIN) : null;
  const protocol = publicOrigin?.protocol.slice(0, -1) ?? req.protocol;
  if (host && publicOrigin?.host === host) return { origin: publicOrigin.origin, configured: true };
  if (host && config.ALLOWED_HOSTS.includes(host)) return { origin: `${protocol}://${host}`, configured: true };
  if (publicOrigin) return { origin: publicOrigin.origin, configured: true };
  if (config.ALLOWED_HOSTS.length) return { origin: `${protocol}://${config.ALLOWED_HOSTS[0]}`, configured: true };
  if (host && isLocalHost(host)) return { origin: `${req.protocol}://${host}`, configured: false };
  return { origin: `${req.protocol}://localhost${req.socket.localPort ? `:${req.socket.localPort}` : ''}`, configured: false };
}

/** The host names this site answers to: the configured ones, and the request's own when it is a usable host. */
export function ownHosts(config: OriginConfig, req: OriginRequest): string[] {
  const hosts = [...config.ALLOWED_HOSTS];
  if (config.PUBLIC_ORIGIN) hosts.push(new URL(config.PUBLIC_ORIGIN).host);
  const host = parseHost(req.get('host'));
  if (host) hosts.push(host);
  return hosts;
}

/** Cache-Control for generated files that name the origin: shared caches may keep them only when it is configured. */
export const originCacheControl = ({ configured }: SiteOrigin, maxAgeS: number) => (configured ? `public, max-age=${maxAgeS}` : 'private, no-cache');
