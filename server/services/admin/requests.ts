import type { Repos } from '../../db/repos/index.ts';
import type { Clock } from '../../lib/clock.ts';
import { AppError } from '../../lib/errors.ts';
import { ADMIN_REQUEST_FILE_PATH, type AdminRequest, type AdminRequestRow, type RequestStatus } from '../../../shared/contracts/admin/requests.ts';
import { paged, pageWindow, type Paged } from '../../../shared/contracts/admin/paging.ts';
import { audit, type Actor } from './actor.ts';

/** Consultation requests (the contact form's rows, 0001 + 0009-forms) as the operator works through them. */
export function adminRequests({ repos, clock }: { repos: Repos; clock: Clock }) {
  const requests = repos.contactRequests;
  const rowOf = (r: {
    id: number;
    full_name: string;
    mobile: string;
    title: string | null;
    status: string;
    created_at: string;
    file_id: number | null;
  }): AdminRequestRow => ({
    id: r.id,
    fullName: r.full_name,
    mobile: r.mobile,
    title: r.title,
    status: r.status as RequestStatus,
    createdAt: r.created_at,
    hasFile: r.file_id !== null,
  });

  async function get(id: number): Promise<AdminRequest> {
    const r = await requests.byId(id);
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

    newCount: () => requests.newCount(),

    async page(filter: { status?: RequestStatus; page: number }): Promise<Paged<AdminRequestRow>> {
      const { rows, total } = await requests.page(filter.status, pageWindow(filter.page));
      return paged(rows.map(rowOf), total, filter.page);
    },

    async mark(actor: Actor, input: { id: number; status: RequestStatus; note?: string }) {
      const before = await get(input.id);
      await repos.transaction(async (r) => {
        const note = input.note === undefined ? before.note : input.note || null;
        await r.contactRequests.mark(input.id, input.status, note);
        await audit(r, clock, actor, {
          action: 'request.mark',
          entity: 'contact_request',
          entityId: input.id,
          before: { status: before.status, note: before.note },
          after: { status: input.status, note },
        });
      });
      return get(input.id);
    },

    /** The stored name of a request's attachment, for the gated download. */
    async fileName(id: number) {
      const r = await requests.file(id);
      return r?.guid_name ? `${r.guid_name}.${r.extension}` : null;
    },
  };
}
