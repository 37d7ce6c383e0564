import type { RequestHandler } from 'express';
import { failure } from '../api.dispatch.ts';

/**
 * JSON endpoints accept only `application/json` bodies (issue #7): a form or text/plain body, which a page of another
 * site can send without a preflight, is refused with 415 instead of being read as an empty input. Uploads (multipart)
 * have their own routes, mounted before /api. A write without a body (logout) passes.
 */
export function jsonBodiesOnly(): RequestHandler {
  return (req, res, next) => {
    // req.is: null without a body, false for another type.
    if (req.method === 'GET' || req.method === 'HEAD' || req.is('application/json') !== false) return next();
    res
      .status(415)
      .set('Cache-Control', 'no-store')
      .json(failure([{ item1: req.t('errors:UNSUPPORTED_MEDIA_TYPE'), code: 'UNSUPPORTED_MEDIA_TYPE' }]));
  };
}
