import type { Repos } from '../../db/repos/index.ts';
import type { Clock } from '../../lib/clock.ts';

/** Who makes a change in the back office: the audit log's "who" and "from where". */
export interface Actor {
  userId: number;
  ip: string;
}

/** One audit row, in the transaction (`r`) of the change it records, so a change and its record commit together. */
export function audit(
  r: Pick<Repos, 'audit'>,
  clock: Clock,
  actor: Actor,
  entry: { action: string; entity: string; entityId: string | number | null; before?: unknown; after?: unknown; reason?: string | null },
) {
  return r.audit.write({ ...entry, userId: actor.userId, ip: actor.ip, now: clock().toISOString() });
}
