import type { Kysely } from 'kysely';
import type { Database } from '../schema.ts';

export interface AuditEntry {
  userId: number | null;
  action: string;
  entity: string;
  entityId: string | number | null;
  before?: unknown;
  after?: unknown;
  reason?: string | null;
  ip: string;
  now: string;
}

const json = (value: unknown) => (value === undefined || value === null ? null : JSON.stringify(value));

/** The back office's audit log (0011-admin): written in the transaction of the change it records, read newest first. */
export function auditRepo(db: Kysely<Database>) {
  return {
    write: (e: AuditEntry) =>
      db
        .insertInto('audit_log')
        .values({
          user_id: e.userId,
          action: e.action,
          entity: e.entity,
          entity_id: e.entityId === null ? null : String(e.entityId),
          before_json: json(e.before),
          after_json: json(e.after),
          reason: e.reason ?? null,
          ip: e.ip,
          created_at: e.now,
        })
        .execute(),

    async page(filter: { entity?: string; entityId?: string }, { limit, offset }: { limit: number; offset: number }) {
      let q = db.selectFrom('audit_log').leftJoin('users', 'users.id', 'audit_log.user_id');
      if (filter.entity) q = q.where('audit_log.entity', '=', filter.entity);
      if (filter.entityId) q = q.where('audit_log.entity_id', '=', filter.entityId);
      const [rows, total] = await Promise.all([
        q
          .select([
            'audit_log.id',
            'audit_log.action',
            'audit_log.entity',
            'audit_log.entity_id',
            'audit_log.before_json',
            'audit_log.after_json',
            'audit_log.reason',
            'audit_log.ip',
            'audit_log.created_at',
            'audit_log.user_id',
            'users.mobile',
            'users.full_name',
          ])
          .orderBy('audit_log.id', 'desc')
          .limit(limit)
          .offset(offset)
          .execute(),
        q.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
      ]);
      return { rows, total: Number(total.n) };
    },
  };
}
