import { Router, type Request } from 'express';
import type { Db } from '../db/db.ts';
import { pendingMigrationCount } from '../db/migrate.ts';
import { metricsContentType, readMetrics } from '../lib/cluster-metrics.ts';
import { sameSecret } from '../lib/same-secret.ts';

export interface OperationsDeps {
  db: Db;
  /** True from the moment the process was told to stop: a load balancer must send it nothing new. */
  draining: () => boolean;
  /** Unset: /metrics does not exist. */
  metricsToken?: string;
}

/** The token of `Authorization: Bearer <token>`; the scheme's name is case-insensitive (RFC 7235 §2.1). */
const bearerToken = (req: Request) => /^bearer +(.+)$/i.exec(req.get('authorization') ?? '')?.[1] ?? '';

/**
 * What a load balancer and a monitor ask: /healthz (alive: the database answers), /readyz (send me visitors: the
 * database answers, every migration has run, and the process is not draining), /metrics (OpenMetrics text, with the
 * bearer METRICS_TOKEN; anything else falls through to the site's 404, so the address is not advertised).
 */
export function operationsRoutes({ db, draining, metricsToken }: OperationsDeps): Router {
  const router = Router();
  router.get('/healthz', async (_req, res) => {
    await db.kysely.selectFrom('categories').select('id').limit(1).execute();
    res.set('Cache-Control', 'no-store').json({ ok: true });
  });
  router.get('/readyz', async (req, res) => {
    const pending = draining()
      ? 0
      : await pendingMigrationCount(db).catch((err: unknown) => (req.log.warn({ err }, 'readiness: the database does not answer'), null));
    const ready = !draining() && pending === 0;
    const why = draining() ? 'draining' : pending === null ? 'database unavailable' : pending > 0 ? 'migrations pending' : undefined;
    res
      .status(ready ? 200 : 503)
      .set('Cache-Control', 'no-store')
      .json(ready ? { ok: true } : { ok: false, reason: why });
  });
  router.get('/metrics', async (req, res, next) => {
    if (!metricsToken || !sameSecret(bearerToken(req), metricsToken)) return next();
    res
      .set('Content-Type', metricsContentType)
      .set('Cache-Control', 'no-store')
      .send(await readMetrics());
  });
  return router;
}
