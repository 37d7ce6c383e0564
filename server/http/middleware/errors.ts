import type { ErrorRequestHandler, Request, RequestHandler, Response } from 'express';
import type { ErrorCode } from '../../../shared/errors.ts';
import { failure } from '../api.dispatch.ts';
import { clientError } from '../client-errors.ts';
import { pathAndQuery } from '../request-target.ts';

/** /api answers the JSON envelope; everything else a short text. (originalUrl: inside a router, req.path is cut.) */
const isApi = (req: Request) => /^\/api(?:[/?]|$)/i.test(pathAndQuery(req.originalUrl));

/**
 * Answers with a code and its message in the visitor's language: the envelope under /api, plain text elsewhere.
 * Never cached, never echoing the request.
 */
export function answerError(req: Request, res: Response, status: number, code: ErrorCode) {
  const text = req.t ? req.t(`errors:${code}`) : code;
  res.status(status).set('Cache-Control', 'no-store');
  if (isApi(req)) res.json(failure([{ item1: text, code }]));
  else res.type('text/plain; charset=utf-8').send(text);
}

/**
 * The last error handler (instead of Express's, which prints every error's stack to stderr, 404s included). A
 * client's error is one log line (the request line, with its reason); a fault of ours is logged at `error` with its
 * stack and request id, and answered with a 500 that shows neither.
 */
export function errorResponder(): ErrorRequestHandler {
  return (err, req, res, _next) => {
    // The visitor hung up and the page's work was aborted with it: nothing failed, and nobody is left to answer.
    if (isAbort(err) && (res.destroyed || req.socket.destroyed)) return void req.log.info('client went away');
    const client = clientError(err);
    if (client) res.locals.clientError = client.reason;
    else req.log.error({ err }, 'request failed');
    // A page that already started streaming cannot change its status: cut it, so the browser sees it incomplete.
    if (res.headersSent) return void res.destroy();
    answerError(req, res, client?.status ?? 500, client?.code ?? 'INTERNAL');
  };
}

const isAbort = (err: unknown) => err instanceof Error && err.name === 'AbortError';

/** Whatever no route answered (`OPTIONS *`, `PUT /no/page/`): a 404 that does not repeat the path. */
export const notFound = (): RequestHandler => (req, res) => answerError(req, res, 404, 'NOT_FOUND');
