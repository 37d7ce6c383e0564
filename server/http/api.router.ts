import { Router, type Request, type Response, type NextFunction } from 'express';
import type { Logger } from '../lib/logger.ts';
import type { ApiRoute } from './api-route.ts';
import { dispatch, failure } from './api.dispatch.ts';

const METHODS = { GET: 'get', POST: 'post', DELETE: 'delete' } as const;

/** Mounts every contract at its path. Unknown /api paths and malformed JSON answer the envelope too, never HTML. */
export function apiRouter(routes: ApiRoute[], log: Logger): Router {
  const router = Router();
  for (const route of routes) {
    router[METHODS[route.endpoint.method]](route.endpoint.path.replace(/^\/api/, ''), async (req: Request, res: Response) => {
      const raw = route.endpoint.method === 'GET' ? req.query : { ...(req.query as object), ...(req.body ?? {}) };
      const { status, body } = await dispatch(route, raw, req.ctx, req.t);
      res.status(status).set('Cache-Control', 'no-store').json(body);
    });
  }
  router.use((req: Request, res: Response) => {
    res.status(404).set('Cache-Control', 'no-store').json(failure([{ item1: req.t('errors:NOT_FOUND'), code: 'NOT_FOUND' }]));
  });
  router.use((err: unknown, req: Request, res: Response, _next: NextFunction) => {
    const { t } = req;
    if (isBodyParseError(err)) return void res.status(400).json(failure([{ item1: t('errors:BAD_INPUT'), code: 'BAD_INPUT' }]));
    log.error({ err, reqId: req.id }, 'api call failed');
    res.status(500).json(failure([{ item1: t('errors:INTERNAL'), code: 'INTERNAL' }]));
  });
  return router;
}

const isBodyParseError = (err: unknown) =>
  typeof err === 'object' && err !== null && 'type' in err && (err as { type: string }).type === 'entity.parse.failed';
