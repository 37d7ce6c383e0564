import type { RequestHandler } from 'express';
import { parseHost } from '../../lib/host.ts';
import { answerError } from './errors.ts';

/**
 * Refuses a request whose Host header is not a usable host (`a b`, empty, `[::1`): nothing after this may build a URL
 * from it. HTTP/1.0 may leave Host out; such a request goes on and the site names itself (site-origin.ts).
 */
export function hostGuard(): RequestHandler {
  return (req, res, next) => {
    const host = req.headers.host;
    if (host === undefined ? req.httpVersion === '1.0' : parseHost(host) !== null) return next();
    res.locals.clientError = 'unusable Host header';
    answerError(req, res, 400, 'BAD_HOST');
  };
}
