import type { Insertable, Kysely, Selectable, Updateable } from 'kysely';
import type { Database, QuoteTable } from '../schema.ts';
import { OPEN_QUOTE_STATUSES, type QuoteStatus } from '../../../shared/quote-terms.ts';

export type QuoteRow = Selectable<QuoteTable>;
export type QuoteVersionRow = Selectable<Database['quote_versions']>;

/** Quotes, their versions and their history (issue 31). Moves are guarded updates: of racing callers one wins. */
export function quotesRepo(db: Kysely<Database>) {
  return {
    byId: (id: number) => db.selectFrom('quotes').selectAll().where('id', '=', id).executeTakeFirst(),

    /** The quote only if it is this user's: another's is as absent as a missing one. */
    byIdForUser: (id: number, userId: number) => db.selectFrom('quotes').selectAll().where('id', '=', id).where('user_id', '=', userId).executeTakeFirst(),

    listForUser: (userId: number) => db.selectFrom('quotes').selectAll().where('user_id', '=', userId).orderBy('id', 'desc').limit(100).execute(),

    async countOpen(userId: number): Promise<number> {
      const row = await db
        .selectFrom('quotes')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('user_id', '=', userId)
        .where('status', 'in', [...OPEN_QUOTE_STATUSES])
        .executeTakeFirstOrThrow();
      return Number(row.n);
    },

    insert: (row: Insertable<QuoteTable>) => db.insertInto('quotes').values(row).returningAll().executeTakeFirstOrThrow(),

    /** Changes the quote only while it is in one of `from` (and, if given, at `version`): false when it was not. */
    async update(id: number, from: readonly QuoteStatus[], set: Updateable<QuoteTable>, version?: number) {
      let q = db
        .updateTable('quotes')
        .set(set)
        .where('id', '=', id)
        .where('status', 'in', [...from]);
      if (version !== undefined) q = q.where('version', '=', version);
      const result = await q.executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },

    /**
     * The accepted quote whose order this was, open again now that the order is cancelled: `sent` while its validity
     * lasts (the customer may accept it anew, which makes a new order), else `expired` (the operator may extend it).
     * Null when no quote made the order, or another caller reopened it first.
     */
    async reopenOfOrder(orderId: number, at: string): Promise<{ id: number; status: 'sent' | 'expired'; version: number | null } | null> {
      const q = await db
        .selectFrom('quotes')
        .select(['id', 'valid_until', 'sent_version'])
        .where('order_id', '=', orderId)
        .where('status', '=', 'accepted')
        .executeTakeFirst();
      if (!q) return null;
      const status = q.valid_until !== null && q.valid_until > at ? 'sent' : 'expired';
      const moved = await db
        .updateTable('quotes')
        .set({ status, order_id: null, updated_at: at })
        .where('id', '=', q.id)
        .where('status', '=', 'accepted')
        .where('order_id', '=', orderId)
        .executeTakeFirst();
      return Number(moved.numUpdatedRows) === 1 ? { id: q.id, status, version: q.sent_version } : null;
    },

    /** The operator's list: by status, and a number, part of a mobile or of a company's or customer's name. */
    adminList: (f: { status?: string; id?: number; text?: string }) => {
      let q = db
        .selectFrom('quotes as q')
        .leftJoin('users as u', 'u.id', 'q.user_id')
        .leftJoin('quote_versions as v', (j) => j.onRef('v.quote_id', '=', 'q.id').onRef('v.version', '=', 'q.sent_version'))
        .select(['q.id', 'q.status', 'q.mobile', 'q.company', 'q.province', 'q.city', 'q.updated_at', 'u.full_name', 'v.total_rial']);
      if (f.status) q = q.where('q.status', '=', f.status);
      const text = f.text;
      if (text || f.id) {
        q = q.where((eb) =>
          eb.or([
            ...(f.id ? [eb('q.id', '=', f.id)] : []),
            ...(text ? [eb('q.mobile', 'like', `%${text}%`), eb('q.company', 'like', `%${text}%`), eb('u.full_name', 'like', `%${text}%`)] : []),
          ]),
        );
      }
      return q.orderBy('q.updated_at', 'desc').orderBy('q.id', 'desc').limit(200).execute();
    },

    insertVersion: (row: Insertable<Database['quote_versions']>) => db.insertInto('quote_versions').values(row).execute(),

    version: (quoteId: number, version: number) =>
      db.selectFrom('quote_versions').selectAll().where('quote_id', '=', quoteId).where('version', '=', version).executeTakeFirst(),

    versions: (quoteId: number) => db.selectFrom('quote_versions').selectAll().where('quote_id', '=', quoteId).orderBy('version', 'desc').execute(),

    addEvent: (row: Insertable<Database['quote_events']>) => db.insertInto('quote_events').values(row).execute(),

    events: (quoteId: number) => db.selectFrom('quote_events').selectAll().where('quote_id', '=', quoteId).orderBy('id').execute(),

    /** Sent quotes whose validity ended (the sweep marks them expired). */
    dueForExpiry: (now: string, limit = 100) =>
      db.selectFrom('quotes').select(['id']).where('status', '=', 'sent').where('valid_until', '<=', now).orderBy('valid_until').limit(limit).execute(),

    /** The catalogue items a quote names, with their product's names and list price. */
    items: (ids: number[]) =>
      ids.length
        ? db
            .selectFrom('product_items as i')
            .innerJoin('products as p', 'p.id', 'i.product_id')
            .select([
              'i.id',
              'i.product_id',
              'i.price_rial',
              'i.stock',
              'i.active',
              'p.active as product_active',
              'p.name_fa',
              'p.name_en',
              'i.name_fa as item_name_fa',
              'i.name_en as item_name_en',
            ])
            .where('i.id', 'in', ids)
            .execute()
        : Promise.resolve([]),
  };
}

export type QuotesRepo = ReturnType<typeof quotesRepo>;
