import { randomBytes, randomUUID } from 'node:crypto';
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

/**
 * Gives every request an id (kept from a proxy's X-Request-Id when sane), a child logger carrying it, and a CSP nonce;
 * logs one line per response with its status and duration.
 */
export function requestContext(log: Logger): RequestHandler {
  return (req, res, next) => {
    const incoming = req.get('x-request-id');
    req.id = incoming && /^[\w-]{8,64}$/.test(incoming) ? incoming : randomUUID();
    req.log = log.child({ reqId: req.id });
    res.locals.nonce = randomBytes(16).toString('base64');
    res.set('X-Request-Id', req.id);
    const started = process.hrtime.bigint();
    res.on('finish', () => {
      const ms = Number(process.hrtime.bigint() - started) / 1e6;
      const reason = res.locals.clientError;
      req.log.info(
        { method: req.method, url: req.originalUrl, status: res.statusCode, ms: Math.round(ms * 10) / 10, ...(reason ? { reason } : {}) },
        'request',
      );
    });
    next();
  };
}
