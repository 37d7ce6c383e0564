import { sql, type Insertable, type Kysely } from 'kysely';
import type { ContactRequestTable, Database } from '../schema.ts';

/** Consultation and contact requests (0001 + 0009-forms): stored by the form, worked through in the back office. */
export function contactRequestsRepo(db: Kysely<Database>) {
  const withFile = () => db.selectFrom('contact_requests as r').leftJoin('uploads as u', 'u.id', 'r.file_id');
  return {
    insert: async (row: Insertable<ContactRequestTable>) => (await db.insertInto('contact_requests').values(row).returning('id').executeTakeFirstOrThrow()).id,

    /** A request with its attachment's original name. */
    byId: (id: number) => withFile().selectAll('r').select(['u.original_name']).where('r.id', '=', id).executeTakeFirst(),

    async newCount() {
      return Number(
        (
          await db
            .selectFrom('contact_requests')
            .select((eb) => eb.fn.countAll<number>().as('n'))
            .where('status', '=', 'new')
            .executeTakeFirstOrThrow()
        ).n,
      );
    },

    async page(status: string | undefined, { limit, offset }: { limit: number; offset: number }) {
      let q = db.selectFrom('contact_requests as r');
      if (status) q = q.where('r.status', '=', status);
      const [rows, total] = await Promise.all([
        q
          .select(['r.id', 'r.full_name', 'r.mobile', 'r.title', 'r.status', 'r.created_at', 'r.file_id'])
          // New ones first, then the most recent.
          .orderBy(sql`case when r.status = 'new' then 0 else 1 end`)
          .orderBy('r.created_at', 'desc')
          .orderBy('r.id', 'desc')
          .limit(limit)
          .offset(offset)
          .execute(),
        q.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
      ]);
      return { rows, total: total.n };
    },

    mark: (id: number, status: string, note: string | null) => db.updateTable('contact_requests').set({ status, note }).where('id', '=', id).execute(),

    /** The stored file of a request's attachment (its generated name and extension), if it has one. */
    file: (id: number) => withFile().select(['u.guid_name', 'u.extension']).where('r.id', '=', id).executeTakeFirst(),
  };
}

export type ContactRequestsRepo = ReturnType<typeof contactRequestsRepo>;
