import { adminContracts } from '../../shared/contracts/admin/index.ts';
import type { Services } from '../services/index.ts';
import type { ApiRoute } from './api-route.ts';
import { staffRoute } from './admin-route.ts';
import { AppError } from '../lib/errors.ts';

/** The back office's API (issue #11), every path under /api/admin behind middleware/admin-gate.ts. */
export function adminRoutes({ admin }: Services): ApiRoute[] {
  const c = adminContracts;
  return [
    staffRoute(c.access.session, async (_input, _actor, ctx) => {
      const staff = await admin.access.session(ctx.visitor);
      if (!staff) throw new AppError('FORBIDDEN');
      return staff;
    }),
    staffRoute(c.access.enter, ({ password }, _actor, ctx) => admin.access.enter(ctx.visitor, password)),
    staffRoute(c.access.staff, () => admin.access.staff(), 'admin'),
    staffRoute(c.access.setRole, ({ mobile, role }, actor) => admin.access.setRole(actor, mobile, role), 'admin'),
    staffRoute(c.access.audit, (input) => admin.auditLog(input), 'admin'),
  ];
}
