import type { Kysely, Selectable } from 'kysely';
import type { Database, PaymentTable } from '../schema.ts';

/** The note of an attempt the gateway said was cancelled (or refused by the bank). */
export const CANCELLED_AT_GATEWAY = 'CANCELLED_AT_GATEWAY';
import type { TestPaymentStore } from '../../integrations/payment/index.ts';

export type PaymentRow = Selectable<PaymentTable>;

/** Online payment attempts. Each state change is compare-and-set, so racing callbacks act once. */
export function paymentsRepo(db: Kysely<Database>) {
  return {
    insert: (row: { order_id: number; gateway: string; authority: string; amount_rial: number; created_at: string }) =>
      db
        .insertInto('payments')
        .values({ ...row, status: 'pending', ref_id: null, card_pan: null, note: null, verified_at: null })
        .returningAll()
        .executeTakeFirstOrThrow(),

    byAuthority: (gateway: string, authority: string) =>
      db.selectFrom('payments').selectAll().where('gateway', '=', gateway).where('authority', '=', authority).executeTakeFirst(),

    forOrder: (orderId: number) => db.selectFrom('payments').selectAll().where('order_id', '=', orderId).orderBy('id').execute(),

    /**
     * Marks an open attempt as cancelled at the gateway, once: true only for the call that marked it (a callback the
     * browser repeats, a reload, leaves one trace). It stays pending: a real payment may still come in on it.
     */
    async markCancelled(id: number) {
      const result = await db
        .updateTable('payments')
        .set({ note: CANCELLED_AT_GATEWAY })
        .where('id', '=', id)
        .where('status', '=', 'pending')
        .where('note', 'is', null)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },

    /**
     * Claims an open attempt's verification (pending → verifying), at most once per interval: only when its last claim
     * was at or before `notAfter` (one statement, so of callbacks racing on any number of processes one verifies).
     */
    async claimVerification(id: number, now: string, notAfter: string) {
      const result = await db
        .updateTable('payments')
        .set({ status: 'verifying', claimed_at: now })
        .where('id', '=', id)
        .where('status', '=', 'pending')
        .where((eb) => eb.or([eb('claimed_at', 'is', null), eb('claimed_at', '<=', notAfter)]))
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },

    /** `from` → `to` for one payment; false when it was not in `from` (another callback got there first). */
    async swap(id: number, from: string, to: string, extra: Partial<Pick<PaymentRow, 'ref_id' | 'card_pan' | 'note' | 'verified_at' | 'claimed_at'>> = {}) {
      const result = await db
        .updateTable('payments')
        .set({ ...extra, status: to })
        .where('id', '=', id)
        .where('status', '=', from)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },

    /**
     * Open attempts worth asking the gateway about again: those whose last verification got no answer (`notes`), and
     * those of orders cancelled meanwhile (a payment may still land); only attempts made since `since`.
     */
    toReconcile: (notes: readonly string[], since: string, limit = 50) =>
      db
        .selectFrom('payments as p')
        .innerJoin('orders as o', 'o.id', 'p.order_id')
        .selectAll('p')
        .where('p.status', '=', 'pending')
        .where('p.created_at', '>=', since)
        .where((eb) => eb.or([eb('p.note', 'in', [...notes]), eb('o.status', '=', 'cancelled')]))
        .orderBy('p.id')
        .limit(limit)
        .execute(),

    /** Verifications claimed before `before` and never finished (the process stopped in between). */
    staleClaims: (before: string) =>
      db.selectFrom('payments').selectAll().where('status', '=', 'verifying').where('claimed_at', '<', before).orderBy('id').execute(),
  };
}

export type PaymentsRepo = ReturnType<typeof paymentsRepo>;

/** The test gateway's payments in their table: a restart between paying and the callback loses nothing. */
export function testPaymentStore(db: Kysely<Database>): TestPaymentStore {
  return {
    async insert(p) {
      await db
        .insertInto('test_payments')
        .values({
          authority: p.authority,
          amount_rial: p.amountRial,
          callback_url: p.callbackUrl,
          description: p.description,
          order_id: p.orderId,
          state: p.state,
          verified: p.verified ? 1 : 0,
          created_at: p.createdAt.toISOString(),
        })
        .execute();
    },
    async find(authority) {
      const row = await db.selectFrom('test_payments').selectAll().where('authority', '=', authority).executeTakeFirst();
      if (!row) return null;
      return {
        authority: row.authority,
        amountRial: Number(row.amount_rial),
        callbackUrl: row.callback_url,
        description: row.description,
        orderId: row.order_id,
        state: row.state as 'pending' | 'paid' | 'cancelled',
        verified: row.verified === 1,
        createdAt: new Date(row.created_at),
      };
    },
    async decide(authority, outcome) {
      const r = await db
        .updateTable('test_payments')
        .set({ state: outcome })
        .where('authority', '=', authority)
        .where('state', '=', 'pending')
        .executeTakeFirst();
      return Number(r.numUpdatedRows) === 1;
    },
    async markVerified(authority) {
      const r = await db
        .updateTable('test_payments')
        .set({ verified: 1 })
        .where('authority', '=', authority)
        .where('state', '=', 'paid')
        .where('verified', '=', 0)
        .executeTakeFirst();
      return Number(r.numUpdatedRows) === 1;
    },
  };
}
