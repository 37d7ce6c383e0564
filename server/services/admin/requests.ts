import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { withTransaction } from '../../db/transaction.ts';
import type { Clock } from '../../lib/clock.ts';
import { AppError } from '../../lib/errors.ts';
import { ADMIN_REQUEST_FILE_PATH, type AdminRequest, type AdminRequestRow, type RequestStatus } from '../../../shared/contracts/admin/requests.ts';
import { paged, pageWindow, type Paged } from '../../../shared/contracts/admin/paging.ts';
import { audit, type Actor } from './actor.ts';

/** Consultation requests (the contact form's rows, 0001 + 0009-forms) as the operator works through them. */
export function adminRequests({ kysely, clock }: { kysely: Kysely<Database>; clock: Clock }) {
  const base = () => kysely.selectFrom('contact_requests as r').leftJoin('uploads as u', 'u.id', 'r.file_id');
  const rowOf = (r: { id: number; full_name: string; mobile: string; title: string | null; status: string; created_at: string; file_id: number | null }): AdminRequestRow => ({
    id: r.id,
    fullName: r.full_name,
    mobile: r.mobile,
    title: r.title,
    status: r.status as RequestStatus,
    createdAt: r.created_at,
    hasFile: r.file_id !== null,
  });

  async function get(id: number): Promise<AdminRequest> {
    const r = await base().selectAll('r').select(['u.original_name']).where('r.id', '=', id).executeTakeFirst();
    if (!r) throw new AppError('REQUEST_NOT_FOUND');
    return {
      ...rowOf(r),
      email: r.email,
      body: r.body,
      sendDate: r.send_date,
      locale: r.locale,
      note: r.note,
      productId: r.product_id,
      fileUrl: r.file_id === null ? null : `${ADMIN_REQUEST_FILE_PATH}?id=${r.id}`,
      fileName: r.original_name ?? null,
    };
  }

  return {
    get,

    async newCount() {
      return Number((await kysely.selectFrom('contact_requests').select((eb) => eb.fn.countAll<number>().as('n')).where('status', '=', 'new').executeTakeFirstOrThrow()).n);
    },

    async page(filter: { status?: RequestStatus; page: number }): Promise<Paged<AdminRequestRow>> {
      const { limit, offset } = pageWindow(filter.page);
      let q = kysely.selectFrom('contact_requests as r');
      if (filter.status) q = q.where('r.status', '=', filter.status);
      const [rows, total] = await Promise.all([
        q.select(['r.id', 'r.full_name', 'r.mobile', 'r.title', 'r.status', 'r.created_at', 'r.file_id'])
          // New ones first, then the most recent.
          .orderBy(sql`case when r.status = 'new' then 0 else 1 end`)
          .orderBy('r.created_at', 'desc')
          .orderBy('r.id', 'desc')
          .limit(limit)
          .offset(offset)
          .execute(),
        q.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
      ]);
      return paged(rows.map(rowOf), total.n, filter.page);
    },

    async mark(actor: Actor, input: { id: number; status: RequestStatus; note?: string }) {
      const before = await get(input.id);
      await withTransaction(kysely, async (trx) => {
        const note = input.note === undefined ? before.note : input.note || null;
        await trx.updateTable('contact_requests').set({ status: input.status, note }).where('id', '=', input.id).execute();
        await audit(trx, clock, actor, { action: 'request.mark', entity: 'contact_request', entityId: input.id, before: { status: before.status, note: before.note }, after: { status: input.status, note } });
      });
      return get(input.id);
    },

    /** The stored name of a request's attachment, for the gated download. */
    async fileName(id: number) {
      const r = await base().select(['u.guid_name', 'u.extension']).where('r.id', '=', id).executeTakeFirst();
      return r?.guid_name ? `${r.guid_name}.${r.extension}` : null;
    },
  };
}
