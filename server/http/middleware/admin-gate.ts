import type { RequestHandler } from 'express';
import type { AdminAccess } from '../../services/admin/access.ts';
import { failure } from '../api.dispatch.ts';

/** The one call a staff session may make before it gave the password: reading and entering the session itself. */
const ENTRY_PATH = '/session';

/**
 * Guards /api/admin/* before anything else reads the request (issue #11): a visitor or a customer gets 403 for every
 * path, known or not, so nothing tells what exists; staff get through once this session gave the password. Answers
 * are never cached nor indexed.
 */
export function adminApiGate(access: AdminAccess): RequestHandler {
  return async (req, res, next) => {
    res.set({ 'Cache-Control': 'no-store', 'X-Robots-Tag': 'noindex, nofollow' });
    const staff = await access.session(req.ctx.visitor);
    if (!staff) return void res.status(403).json(failure([{ item1: req.t('errors:FORBIDDEN'), code: 'FORBIDDEN' }]));
    // ADMIN_MOBILE may have been promoted by this very request.
    req.ctx.visitor.role = staff.role;
    if (!staff.verified && req.path !== ENTRY_PATH) {
      return void res.status(403).json(failure([{ item1: req.t('errors:ADMIN_PASSWORD_REQUIRED'), code: 'ADMIN_PASSWORD_REQUIRED' }]));
    }
    next();
  };
}
