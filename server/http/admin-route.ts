import type { Endpoint, DataOf, ParsedInputOf } from '../../shared/contracts/endpoint.ts';
import { AppError } from '../lib/errors.ts';
import type { Actor } from '../services/admin/actor.ts';
import type { AdminRecords } from '../services/admin/records.ts';
import type { recordContracts, switchableContracts } from '../../shared/contracts/admin/records.ts';
import { route, type ApiRoute, type CallContext } from './api-route.ts';

/**
 * A back-office endpoint: the HTTP gate (middleware/admin-gate.ts) has already refused non-staff; this checks the role
 * again wherever the call came from (the in-process transport passes no gate) and names the actor for the audit log.
 */
export function staffRoute<E extends Endpoint>(
  endpoint: E,
  handle: (input: ParsedInputOf<E>, actor: Actor, ctx: CallContext) => Promise<DataOf<E>>,
  only: 'staff' | 'admin' = 'staff',
): ApiRoute {
  return route(endpoint, (input, ctx) => {
    const { role, userId } = ctx.visitor;
    const allowed = only === 'admin' ? role === 'admin' : role === 'staff' || role === 'admin';
    if (!allowed || !userId) throw new AppError('FORBIDDEN');
    return handle(input, { userId, ip: ctx.visitor.ip }, ctx);
  });
}

type RecordCalls<Rec> = ReturnType<ReturnType<typeof recordContracts<Rec>>> &
  Partial<Pick<ReturnType<ReturnType<typeof switchableContracts<Rec>>>, 'setActive'>>;

/** The routes of a back-office record (shared/contracts/admin/records.ts) over its service (services/admin/records.ts). */
export function recordRoutes<Rec extends { id?: number }>(calls: RecordCalls<Rec>, records: AdminRecords<Rec>): ApiRoute[] {
  const { setActive } = calls;
  return [
    staffRoute(calls.list, ({ page }) => records.page(page)),
    staffRoute(calls.get, ({ id }) => records.get(id)),
    staffRoute(calls.save, (input, actor) => records.save(actor, input as Rec)),
    ...(setActive ? [staffRoute(setActive, ({ id, active }, actor) => records.setActive(actor, id, active))] : []),
  ];
}
