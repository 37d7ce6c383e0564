import type { RequestHandler } from 'express';
import type { ChangeBus } from '../../integrations/change-bus/index.ts';

/** Calls that change nothing the storefront shows: entering the back office's own session. */
const NOT_CONTENT = new Set(['/session']);

/**
 * Every write of the back office that succeeded (products, prices, stock, categories, brands, posts, pages, settings,
 * delivery methods, orders…) tells every process that the catalogue changed: all of them, not a list that a new
 * admin area could be missing from. The answer goes out after the write committed, so the event does too.
 */
export function publishAdminChanges(changes: Pick<ChangeBus, 'publish'>): RequestHandler {
  return (req, res, next) => {
    // A preview (the items' import with dryRun=1, issue #32) writes nothing.
    if (req.method === 'GET' || req.method === 'HEAD' || NOT_CONTENT.has(req.path) || req.query.dryRun === '1') return next();
    res.on('finish', () => {
      if (res.statusCode < 400) void changes.publish('catalog.changed', { path: req.path });
    });
    next();
  };
}
