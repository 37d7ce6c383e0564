import type { ServerResponse } from 'node:http';
import type { Request, RequestHandler, Response } from 'express';
import { httpRequestDuration, httpRequests } from '../../lib/metrics.ts';

declare global {
  // eslint-disable-next-line @typescript-eslint/no-namespace
  namespace Express {
    interface Locals {
      /** The route pattern a handler answered under, for the metrics, when Express's own is not the one (pages). */
      route?: string;
    }
  }
}

/**
 * The pattern a request was answered under, never its raw path (a label per product id or typo would grow without
 * end): the page's route, the API contract's path, or `other` (static files, 404s).
 */
export function routeOf(req: Request, res: Response): string {
  if (res.locals.route) return res.locals.route;
  const pattern = req.route?.path;
  return typeof pattern === 'string' ? `${req.baseUrl}${pattern}` : 'other';
}

/** Counts an answer by route, method and status once its last byte is out, and times it from now. */
export function measureAnswer(res: ServerResponse, method: string, route: () => string) {
  const stop = httpRequestDuration.startTimer();
  res.on('finish', () => {
    const labels = { route: route(), method, status: String(res.statusCode) };
    httpRequests.inc(labels);
    stop(labels);
  });
}

/** Counts every answer by route, method and status, and times it to its last byte. */
export function requestMetrics(): RequestHandler {
  return (req, res, next) => {
    measureAnswer(res, req.method, () => routeOf(req, res));
    next();
  };
}
