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

export interface AuditFilter {
  entity?: string;
  entityId?: string;
  action?: string;
  userId?: number;
  createdFrom?: string;
  createdBefore?: string;
}

const json = (value: unknown) => (value === undefined || value === null ? null : JSON.stringify(value));

const row = (e: AuditEntry) => ({
  user_id: e.userId,
  action: e.action,
  entity: e.entity,
  entity_id: e.entityId === null ? null : String(e.entityId),
  before_json: json(e.before),
  after_json: json(e.after),
  reason: e.reason ?? null,
  ip: e.ip,
  created_at: e.now,
});

/** The back office's audit log (0011-admin): written in the transaction of the change it records, read newest first. */
export function auditRepo(db: Kysely<Database>) {
  return {
    write: (e: AuditEntry) => db.insertInto('audit_log').values(row(e)).execute(),

    /** Many rows (an import's), a few hundred a statement: one round trip each, not one per row. */
    async writeMany(entries: AuditEntry[]) {
      for (let i = 0; i < entries.length; i += 500)
        await db
          .insertInto('audit_log')
          .values(entries.slice(i, i + 500).map(row))
          .execute();
    },

    /** `createdFrom` inclusive, `createdBefore` not (UTC ISO strings). */
    async page(filter: AuditFilter, { limit, offset }: { limit: number; offset: number }) {
      let q = db.selectFrom('audit_log').leftJoin('users', 'users.id', 'audit_log.user_id');
      if (filter.entity) q = q.where('audit_log.entity', '=', filter.entity);
      if (filter.entityId) q = q.where('audit_log.entity_id', '=', filter.entityId);
      if (filter.action) q = q.where('audit_log.action', '=', filter.action);
      if (filter.userId) q = q.where('audit_log.user_id', '=', filter.userId);
      if (filter.createdFrom) q = q.where('audit_log.created_at', '>=', filter.createdFrom);
      if (filter.createdBefore) q = q.where('audit_log.created_at', '<', filter.createdBefore);
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

    /** The kinds of change the log holds, for its filter. */
    actions: async () => (await db.selectFrom('audit_log').select('action').distinct().orderBy('action').execute()).map((r) => r.action),

    /** The people who made changes, for its filter. */
    actors: () =>
      db
        .selectFrom('users')
        .select(['id', 'mobile', 'full_name'])
        .where('id', 'in', db.selectFrom('audit_log').select('user_id').where('user_id', 'is not', null).distinct() as never)
        .orderBy('id')
        .execute(),
  };
}
