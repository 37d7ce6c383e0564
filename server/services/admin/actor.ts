import type { Repos } from '../../db/repos/index.ts';
import type { Clock } from '../../lib/clock.ts';

/** Who makes a change in the back office: the audit log's "who" and "from where". */
export interface Actor {
  userId: number;
  ip: string;
}

/** What an audit row says of a change; who and when are added by `audit` and `auditAll`. */
export interface AuditNote {
  action: string;
  entity: string;
  entityId: string | number | null;
  before?: unknown;
  after?: unknown;
  reason?: string | null;
}

/** One audit row, in the transaction (`r`) of the change it records, so a change and its record commit together. */
export function audit(r: Pick<Repos, 'audit'>, clock: Clock, actor: Actor, entry: AuditNote) {
  return r.audit.write({ ...entry, userId: actor.userId, ip: actor.ip, now: clock().toISOString() });
}

/** Many audit rows of one actor's change (an import), in its transaction, written together. */
export function auditAll(r: Pick<Repos, 'audit'>, clock: Clock, actor: Actor, entries: AuditNote[]) {
  const now = clock().toISOString();
  return r.audit.writeMany(entries.map((e) => ({ ...e, userId: actor.userId, ip: actor.ip, now })));
}
