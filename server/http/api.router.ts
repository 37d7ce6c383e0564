import express, { Router, type Request, type Response } from 'express';
import type { ApiRoute } from './api-route.ts';
import { dispatch } from './api.dispatch.ts';
import { answerError, errorResponder } from './middleware/errors.ts';
import { jsonBodiesOnly } from './middleware/json-bodies.ts';
import { isPublicApiRead } from '../../shared/cache-rules.ts';

const METHODS = { GET: 'get', POST: 'post', DELETE: 'delete' } as const;

/** JSON bodies above this are refused with 413 BODY_TOO_LARGE (uploads have their own route and limits). */
const BODY_LIMIT = '100kb';

/**
 * Mounts every contract at its path. The body parser sits inside, so its refusals (malformed JSON, too large, an
 * unsupported charset or encoding) reach this router's error handler and answer the envelope like everything else
 * under /api: unknown paths, faults. Never HTML.
 */
export function apiRouter(routes: ApiRoute[]): Router {
  const router = Router();
  // Messages come in the language the request asks for (Accept-Language, or the language cookie): a cache that keeps
  // one answer must key it on both (the `lang` query is part of the address already).
  router.use((_req, res, next) => {
    res.vary('Accept-Language').vary('Cookie');
    next();
  });
  router.use(express.json({ limit: BODY_LIMIT }));
  for (const route of routes) {
    router[METHODS[route.endpoint.method]](route.endpoint.path.replace(/^\/api/, ''), jsonBodiesOnly(), async (req: Request, res: Response) => {
      const raw = route.endpoint.method === 'GET' ? req.query : { ...(req.query as object), ...(req.body ?? {}) };
      const { status, body, retryAfter } = await dispatch(route, raw, req.ctx, req.t);
      if (retryAfter !== undefined) res.set('Retry-After', String(retryAfter));
      // Public reads may be kept by the browser (revalidated each time); personal answers and failures never.
      const storable = status === 200 && isPublicApiRead(route.endpoint.method, route.endpoint.path);
      res
        .status(status)
        .set('Cache-Control', storable ? 'no-cache' : 'no-store')
        .json(body);
    });
  }
  // An address that exists asked with another method: 405 naming the methods it takes (RFC 9110 §15.5.6).
  const methodsByPath = new Map<string, string[]>();
  for (const { endpoint } of routes)
    methodsByPath.set(endpoint.path.toLowerCase(), [...(methodsByPath.get(endpoint.path.toLowerCase()) ?? []), endpoint.method]);
  router.use((req: Request, res: Response) => {
    const allowed = methodsByPath.get(`/api${req.path}`.replace(/\/$/, '').toLowerCase());
    if (!allowed) return answerError(req, res, 404, 'NOT_FOUND');
    res.set('Allow', (allowed.includes('GET') ? [...allowed, 'HEAD'] : allowed).join(', '));
    answerError(req, res, 405, 'METHOD_NOT_ALLOWED');
  });
  router.use(errorResponder());
  return router;
}
