import { randomBytes, randomUUID } from 'node:crypto';
import type { ServerResponse } from 'node:http';
import type { RequestHandler } from 'express';
import type { Logger } from '../../lib/logger.ts';

declare global {
  // eslint-disable-next-line @typescript-eslint/no-namespace
  namespace Express {
    interface Request {
      id: string;
      log: Logger;
    }
    interface Locals {
      /** Per-request CSP nonce: the only way a script runs on our pages. */
      nonce: string;
      /** Why a request was refused as the client's error: logged on its one request line, without a stack. */
      clientError?: string;
    }
  }
}

/** A proxy's X-Request-Id when it is sane, or a new one. */
export const requestIdOf = (incoming: string | undefined) => (incoming && /^[\w-]{8,64}$/.test(incoming) ? incoming : randomUUID());

/** A CSP nonce for one answer. */
export const newNonce = () => randomBytes(16).toString('base64');

/** The one line logged per answer, once its last byte is out: its status and how long it took from now. */
export function logWhenFinished(res: ServerResponse, log: Logger, line: () => { method: string | undefined; url: string; reason?: string }) {
  const started = process.hrtime.bigint();
  res.on('finish', () => {
    const ms = Number(process.hrtime.bigint() - started) / 1e6;
    const { method, url, reason } = line();
    log.info({ method, url, status: res.statusCode, ms: Math.round(ms * 10) / 10, ...(reason ? { reason } : {}) }, 'request');
  });
}

/**
 * Gives every request an id (kept from a proxy's X-Request-Id when sane), a child logger carrying it, and a CSP nonce;
 * logs one line per response with its status and duration.
 */
export function requestContext(log: Logger): RequestHandler {
  return (req, res, next) => {
    req.id = requestIdOf(req.get('x-request-id'));
    req.log = log.child({ reqId: req.id });
    res.locals.nonce = newNonce();
    res.set('X-Request-Id', req.id);
    logWhenFinished(res, req.log, () => ({ method: req.method, url: req.originalUrl, reason: res.locals.clientError }));
    next();
  };
}
