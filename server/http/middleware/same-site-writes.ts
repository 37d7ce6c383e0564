import type { Request, RequestHandler } from 'express';
import { failure } from '../api.dispatch.ts';

const WRITES = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** The host:port an Origin header names, or null when it is not a usable URL ("null" from a sandboxed frame). */
function originHost(origin: string): string | null {
  try {
    return new URL(origin).host.toLowerCase();
  } catch {
    return null;
  }
}

/**
 * Refuses writes sent from another site (CSRF): a POST/PUT/PATCH/DELETE whose Origin is not this site's, or, without
 * an Origin, whose Sec-Fetch-Site says cross-site. Requests with neither header (curl, server-to-server) pass: the
 * SameSite=Lax cookies already keep a browser's cross-site request from carrying a session.
 * `ownHosts` lists the host names the site answers to (the configured ones plus the request's validated Host).
 */
export function sameSiteWrites(ownHosts: (req: Request) => string[]): RequestHandler {
  return (req, res, next) => {
    if (!WRITES.has(req.method)) return next();
    const origin = req.get('origin');
    const fetchSite = req.get('sec-fetch-site');
    const crossSite = origin ? !ownHosts(req).includes(originHost(origin) ?? '') : fetchSite === 'cross-site' || fetchSite === 'same-site';
    if (!crossSite) return next();
    req.log.warn({ origin, fetchSite, path: req.path }, 'cross-site write refused');
    const message = { item1: req.t('errors:CROSS_SITE_WRITE'), code: 'CROSS_SITE_WRITE' };
    if (req.path.startsWith('/api/'))
      return void res
        .status(403)
        .set('Cache-Control', 'no-store')
        .json(failure([message]));
    res.status(403).type('text/plain; charset=utf-8').send(message.item1);
  };
}
