import type { RequestHandler, Response } from 'express';
import { pageMethods } from '../../client/shell/route-table.tsx';
import { answerError } from '../http/middleware/errors.ts';

/** Names in `Allow` what a page address takes, on a 405 the page handler answered (a POST to a page with no form). */
export async function allowPageMethods(res: Response, pathname: string) {
  const methods = await pageMethods(pathname);
  if (methods) res.set('Allow', methods.join(', '));
}

/**
 * PUT, DELETE, PATCH… on a page address: 405 with the methods it does take (RFC 9110 §15.5.6); on an address that is
 * no page, the 404 that follows.
 */
export const pageMethodNotAllowed = (): RequestHandler => async (req, res, next) => {
  const methods = await pageMethods(req.path);
  if (!methods) return next();
  res.set('Allow', methods.join(', '));
  answerError(req, res, 405, 'METHOD_NOT_ALLOWED');
};
