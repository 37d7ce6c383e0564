import type { Repos } from '../db/repos/index.ts';
import type { QuoteRow } from '../db/repos/quotes.repo.ts';
import type { Clock } from '../lib/clock.ts';
import type { Logger } from '../lib/logger.ts';
import { AppError } from '../lib/errors.ts';
import type { Locale } from '../../shared/locale.ts';
import type { QuoteAccepted, QuoteCreated, QuoteDetail, QuoteRequestInput, QuoteSummary } from '../../shared/contracts/quotes.ts';
import { MAX_OPEN_QUOTES, quoteNumber } from '../../shared/quote-terms.ts';
import { findCity, findProvince } from '../../shared/data/iran-provinces.ts';
import { addDays, tehranDayOf } from '../../shared/tehran-day.ts';
import { signedIn } from './addresses.service.ts';
import type { OperatorAlert } from './operator-alert.ts';
import type { SendOrderSms } from './orders/order-sms.ts';
import { detailOf, summaryOf } from './quotes/quote-view.ts';
import { writeQuoteOrder } from './quotes/quote-order.ts';

interface QuotesDeps {
  repos: Repos;
  clock: Clock;
  log: Logger;
  /** Whether an upload exists (the checked upload pipeline's). */
  uploadExists: (id: number) => Promise<boolean>;
  alert: OperatorAlert;
  notify: SendOrderSms;
  /** How long a quote's order holds its stock in its first state (CHEQUE_HOLD_DAYS). */
  orderHoldMs: number;
  /** VAT_RATE: a quote's prices include it, and its order's invoice splits it out. */
  vatRatePercent: number;
}

/** Names of the catalogue items a quote's lines ask for, by item id. */
export async function namesOf(repos: Repos, ids: number[]) {
  const rows = await repos.quotes.items([...new Set(ids)]);
  return new Map(rows.map((r) => [r.id, { nameFa: r.name_fa, nameEn: r.name_en, itemNameFa: r.item_name_fa, itemNameEn: r.item_name_en }]));
}

/** The quote as its customer (or the operator) reads it: the sent version, the asked lines' names, the history. */
export async function quoteDetail(repos: Repos, q: QuoteRow, locale: Locale): Promise<QuoteDetail> {
  const asked = JSON.parse(q.asked_lines) as { productItemId: number }[];
  const [sent, names, events] = await Promise.all([
    q.sent_version === null ? undefined : repos.quotes.version(q.id, q.sent_version),
    namesOf(
      repos,
      asked.map((l) => l.productItemId),
    ),
    repos.quotes.events(q.id),
  ]);
  return detailOf(q, sent, names, events, locale);
}

/**
 * Quotes for projects, the customer's side (issue 31): a request (signed in only, MAX_OPEN_QUOTES open at once: counted
 * under a lock on the customer's row, so a burst lets exactly five through), reading one's own quotes (another's is a
 * 404), and deciding: accepting the sent version within its validity makes ONE order, declining, or asking for a change.
 */
export function quotesService({ repos, clock, log, uploadExists, alert, notify, orderHoldMs, vatRatePercent }: QuotesDeps) {
  const quotes = repos.quotes;
  const now = () => clock().toISOString();

  async function owned(userId: number | undefined, id: number) {
    const q = await quotes.byIdForUser(id, signedIn(userId));
    if (!q) throw new AppError('QUOTE_NOT_FOUND', 'id');
    return q;
  }

  /** The operator hears of a request or a customer's message: never the customer's problem if the text fails. */
  const tellOperator = (q: QuoteRow, what: 'operatorQuoteRequested' | 'operatorQuoteComment', message = '') =>
    alert(what, { number: quoteNumber(q.id), mobile: q.mobile, city: q.city, message: message.slice(0, 120) }, { quoteId: q.id }, `quote ${what}`, {
      level: 'warn',
      repeatKey: `${what}:${q.id}`,
    });

  return {
    async request(userId: number | undefined, input: QuoteRequestInput, locale: Locale): Promise<QuoteCreated> {
      const owner = signedIn(userId);
      const lines = input.lines ?? [];
      if (!lines.length && !input.description?.trim()) throw new AppError('QUOTE_EMPTY', 'description');
      if (!findProvince(input.province)) throw new AppError('PROVINCE_UNKNOWN', 'province');
      const place = findCity(input.province, input.city);
      if (!place) throw new AppError('CITY_UNKNOWN', 'city');
      if (input.visitDate && input.visitDate < addDays(tehranDayOf(clock()), 1)) throw new AppError('VISIT_DATE_TOO_SOON', 'visitDate');
      if (input.fileId !== undefined && !(await uploadExists(input.fileId))) throw new AppError('UPLOAD_NOT_FOUND', 'fileId');
      const known = await quotes.items(lines.map((l) => l.productItemId));
      const missing = lines.find((l) => !known.some((k) => k.id === l.productItemId));
      if (missing) throw new AppError('ITEM_NOT_FOUND', 'lines');
      if (input.buyerId !== undefined && !(await repos.buyers.find(input.buyerId, owner))) throw new AppError('BUYER_NOT_FOUND', 'buyerId');
      const at = now();
      const user = await repos.users.byId(owner);
      const q = await repos.transaction(async (r) => {
        // One request of this customer at a time (the row lock lasts to the commit): the count below is exact.
        await r.orders.lockCustomer(owner);
        if ((await r.quotes.countOpen(owner)) >= MAX_OPEN_QUOTES) throw new AppError('QUOTE_OPEN_LIMIT', undefined, { max: MAX_OPEN_QUOTES });
        const row = await r.quotes.insert({
          user_id: owner,
          status: 'requested',
          buyer_id: input.buyerId ?? null,
          description: input.description?.trim() ?? '',
          company: input.company?.trim() ?? '',
          asked_lines: JSON.stringify(lines.map((l) => ({ productItemId: l.productItemId, count: l.count }))),
          file_id: input.fileId ?? null,
          province: place.province,
          city: place.city,
          visit_date: input.visitDate ?? null,
          locale,
          mobile: user?.mobile ?? '',
          version: 0,
          sent_version: null,
          sent_at: null,
          valid_until: null,
          order_id: null,
          created_at: at,
          updated_at: at,
        });
        await r.quotes.addEvent({ quote_id: row.id, kind: 'requested', by: 'customer', version: null, message: null, at });
        return row;
      });
      log.info({ quoteId: q.id }, 'quote requested');
      await tellOperator(q, 'operatorQuoteRequested', q.description);
      return { quoteId: q.id, number: quoteNumber(q.id) };
    },

    async list(userId: number | undefined): Promise<QuoteSummary[]> {
      const rows = await quotes.listForUser(signedIn(userId));
      return Promise.all(rows.map(async (q) => summaryOf(q, q.sent_version === null ? undefined : await quotes.version(q.id, q.sent_version))));
    },

    item: async (userId: number | undefined, id: number, locale: Locale) => quoteDetail(repos, await owned(userId, id), locale),

    /**
     * Accepts the sent version: ONE order with exactly its lines and prices, whoever accepts how often at once. The
     * quote moves sent → accepted by a guarded update at that version (a racing acceptance waits on the row, then finds
     * it accepted and answers the same order); the order, its stock and instalments commit with it or not at all.
     */
    async accept(userId: number | undefined, input: { id: number; version: number }, locale: Locale): Promise<QuoteAccepted> {
      const q = await owned(userId, input.id);
      const same = (row: QuoteRow | undefined) =>
        row?.status === 'accepted' && row.order_id !== null && row.sent_version === input.version ? { quoteId: row.id, productOrderId: row.order_id } : null;
      const done = same(q);
      if (done) return done;
      if (q.status === 'accepted' || q.status === 'declined') throw new AppError('QUOTE_CLOSED', 'id');
      if (q.status === 'expired') throw new AppError('QUOTE_EXPIRED', 'version');
      if (q.status !== 'sent' || q.sent_version === null) throw new AppError('QUOTE_NOT_SENT', 'id');
      if (input.version !== q.sent_version || q.version !== q.sent_version) throw new AppError('QUOTE_CHANGED', 'version');
      const at = now();
      if (q.valid_until && q.valid_until <= at) {
        await quotes.update(q.id, ['sent'], { status: 'expired', updated_at: at });
        throw new AppError('QUOTE_EXPIRED', 'version');
      }
      let outcome: QuoteAccepted;
      try {
        outcome = await repos.transaction(async (r) => {
          if (!(await r.quotes.update(q.id, ['sent'], { status: 'accepted', updated_at: at }, input.version))) {
            const now = await r.quotes.byId(q.id);
            const first = same(now);
            if (first) return first;
            throw new AppError(now?.status === 'expired' ? 'QUOTE_EXPIRED' : 'QUOTE_CHANGED', 'version');
          }
          const version = (await r.quotes.version(q.id, input.version))!;
          const order = await writeQuoteOrder(r, q, version, at, { holdMs: orderHoldMs, vatRatePercent }, locale);
          await r.quotes.update(q.id, ['accepted'], { order_id: order.id });
          await r.quotes.addEvent({ quote_id: q.id, kind: 'accepted', by: 'customer', version: input.version, message: null, at });
          return { quoteId: q.id, productOrderId: order.id, placed: order };
        });
      } catch (err) {
        if (err instanceof AppError && err.code === 'QUOTE_STOCK_SHORT') {
          await alert(
            'operatorQuoteStockShort',
            { number: quoteNumber(q.id), name: String(err.params.name ?? '') },
            { quoteId: q.id },
            'a quote could not be accepted: stock short',
            {
              level: 'warn',
            },
          );
        }
        throw err;
      }
      const placed = (outcome as QuoteAccepted & { placed?: Parameters<SendOrderSms>[1] }).placed;
      if (placed) {
        log.info({ quoteId: q.id, orderId: outcome.productOrderId }, 'quote accepted, order placed');
        await notify('orderPlaced', placed);
      }
      return { quoteId: outcome.quoteId, productOrderId: outcome.productOrderId };
    },

    async decline(userId: number | undefined, input: { id: number; message?: string }, locale: Locale): Promise<QuoteDetail> {
      const q = await owned(userId, input.id);
      const at = now();
      const moved = await repos.transaction(async (r) => {
        if (!(await r.quotes.update(q.id, ['requested', 'sent', 'expired'], { status: 'declined', updated_at: at }))) return false;
        await r.quotes.addEvent({ quote_id: q.id, kind: 'declined', by: 'customer', version: q.sent_version, message: input.message || null, at });
        return true;
      });
      if (!moved) throw new AppError('QUOTE_CLOSED', 'id');
      await tellOperator(q, 'operatorQuoteComment', input.message ?? '');
      return quoteDetail(repos, (await quotes.byId(q.id))!, locale);
    },

    /** A message for the operator; on a sent or lapsed quote it asks for a change: the quote returns to `requested`. */
    async comment(userId: number | undefined, input: { id: number; message: string }, locale: Locale): Promise<QuoteDetail> {
      const q = await owned(userId, input.id);
      const at = now();
      const moved = await repos.transaction(async (r) => {
        if (!(await r.quotes.update(q.id, ['requested', 'sent', 'expired'], { status: 'requested', updated_at: at }))) return false;
        await r.quotes.addEvent({ quote_id: q.id, kind: 'comment', by: 'customer', version: q.sent_version, message: input.message, at });
        return true;
      });
      if (!moved) throw new AppError('QUOTE_CLOSED', 'id');
      await tellOperator(q, 'operatorQuoteComment', input.message);
      return quoteDetail(repos, (await quotes.byId(q.id))!, locale);
    },

    /** Sent quotes past their validity become `expired` (the minutely sweep; a guarded move, harmless twice). */
    async expireDue(): Promise<number> {
      let n = 0;
      for (const { id } of await quotes.dueForExpiry(now())) {
        const at = now();
        const moved = await repos.transaction(async (r) => {
          if (!(await r.quotes.update(id, ['sent'], { status: 'expired', updated_at: at }))) return false;
          await r.quotes.addEvent({ quote_id: id, kind: 'expired', by: 'system', version: null, message: null, at });
          return true;
        });
        if (moved) n += 1;
      }
      return n;
    },
  };
}

export type QuotesService = ReturnType<typeof quotesService>;
