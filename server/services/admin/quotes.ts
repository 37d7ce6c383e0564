import type { TFunction } from 'i18next';
import type { Repos } from '../../db/repos/index.ts';
import type { QuoteRow } from '../../db/repos/quotes.repo.ts';
import type { Clock } from '../../lib/clock.ts';
import type { Logger } from '../../lib/logger.ts';
import { AppError } from '../../lib/errors.ts';
import type { TextSender } from '../texts/text-queue.ts';
import type { Locale } from '../../../shared/locale.ts';
import { localizePath } from '../../../shared/locale.ts';
import { quotePath } from '../../../shared/routes.ts';
import { ADMIN_QUOTE_FILE_PATH, type AdminQuote, type AdminQuoteRow } from '../../../shared/contracts/admin/quotes.ts';
import { quoteIdOf, quoteNumber, quoteTotals, splitTerms, type QuoteLineInput, type QuoteStatus, type QuoteTermsInput } from '../../../shared/quote-terms.ts';
import { addDays, tehranDayOf, tehranNextDayStart, tehranNoon } from '../../../shared/tehran-day.ts';
import { formatDate } from '../../../shared/format-date.ts';
import { formatNumber } from '../../../shared/format.ts';
import { rialToToman } from '../../../shared/money.ts';
import { quoteDetail } from '../quotes.service.ts';
import { versionView, type StoredQuoteLine } from '../quotes/quote-view.ts';
import type { OrdersService } from '../orders.service.ts';
import { audit, type Actor } from './actor.ts';

interface QuotesDeps {
  repos: Repos;
  clock: Clock;
  log: Logger;
  textQueue: TextSender;
  texts: (locale: Locale) => TFunction;
  orders: OrdersService;
  /** The latest due date of a quote's cheque, in days from today (QUOTE_MAX_CHEQUE_DAYS). */
  quoteMaxChequeDays: number;
  /** The site's origin for the link texted to the customer (PUBLIC_ORIGIN). */
  origin?: string;
}

/** Quotes as the operator prices and sends them (issue 31). Every change is audited in its own transaction. */
export function adminQuotes({ repos, clock, log, textQueue, texts, orders, quoteMaxChequeDays, origin }: QuotesDeps) {
  const quotes = repos.quotes;
  const now = () => clock().toISOString();
  const window = () => {
    const today = tehranDayOf(clock());
    return { today, latest: addDays(today, quoteMaxChequeDays) };
  };

  async function found(id: number): Promise<QuoteRow> {
    const q = await quotes.byId(id);
    if (!q) throw new AppError('QUOTE_NOT_FOUND', 'id');
    return q;
  }

  async function detail(id: number): Promise<AdminQuote> {
    const q = await found(id);
    const [base, versions, user] = await Promise.all([quoteDetail(repos, q, 'fa'), quotes.versions(q.id), repos.users.byId(q.user_id)]);
    const views = versions.map((v) => versionView(v, 'fa'));
    const items = await quotes.items(base.askedLines.map((l) => l.productItemId));
    return {
      ...base,
      mobile: q.mobile,
      customerName: user?.full_name ?? '',
      latest: views[0] ?? null,
      versions: views,
      fileUrl: q.file_id === null ? null : `${ADMIN_QUOTE_FILE_PATH}?id=${q.id}`,
      chequeLatestDueDate: window().latest,
      listPrices: items.map((i) => ({ productItemId: i.id, priceRial: i.price_rial === null ? null : Number(i.price_rial) })),
    };
  }

  /** The priced lines as a version keeps them: each catalogue item's names now, the price the operator set. */
  async function priced(lines: QuoteLineInput[]): Promise<StoredQuoteLine[]> {
    const items = await quotes.items(lines.flatMap((l) => ('productItemId' in l ? [l.productItemId] : [])));
    return lines.map((l, i) => {
      if ('title' in l) return { title: l.title, priceRial: l.priceRial };
      const item = items.find((it) => it.id === l.productItemId);
      if (!item) throw new AppError('ITEM_NOT_FOUND', `lines.${i}.productItemId`);
      const discountRial = l.discountRial ?? 0;
      if (discountRial > l.count * l.unitPriceRial) throw new AppError('QUOTE_LINE_NEGATIVE', `lines.${i}.discountRial`);
      return {
        productItemId: item.id,
        productId: item.product_id,
        nameFa: item.name_fa,
        nameEn: item.name_en,
        itemNameFa: item.item_name_fa,
        itemNameEn: item.item_name_en,
        count: l.count,
        unitPriceRial: l.unitPriceRial,
        discountRial,
      };
    });
  }

  async function textCustomer(q: QuoteRow) {
    const locale: Locale = q.locale === 'en' ? 'en' : 'fa';
    try {
      const text = texts(locale)('sms:quoteSent', {
        number: quoteNumber(q.id),
        url: `${origin ?? ''}${localizePath(quotePath(q.id), locale)}`,
        interpolation: { escapeValue: false },
      });
      await textQueue.send({ to: q.mobile, kind: 'quoteSent', text, code: null, expiresAt: null });
    } catch (err) {
      log.warn({ err, quoteId: q.id }, 'quote SMS not sent');
    }
  }

  return {
    detail,

    async list(f: { status?: QuoteStatus; q?: string }): Promise<AdminQuoteRow[]> {
      const text = f.q?.trim();
      const rows = await quotes.adminList({ status: f.status, id: text ? (quoteIdOf(text) ?? undefined) : undefined, text: text || undefined });
      return rows.map((r) => ({
        id: r.id,
        number: quoteNumber(r.id),
        status: r.status as QuoteStatus,
        mobile: r.mobile,
        customerName: r.full_name ?? '',
        company: r.company,
        province: r.province,
        city: r.city,
        totalRial: r.total_rial === null ? null : Number(r.total_rial),
        updatedAt: r.updated_at,
      }));
    },

    /**
     * Saves a new version: the lines as priced, the delivery, the validity and the terms, which must add up to the total
     * exactly (shared/quote-terms.ts). The version number moves by a guarded update, so two saves at once make two
     * versions, never one overwritten. A sent version stays what the customer sees until this one is sent.
     */
    async save(
      actor: Actor,
      input: { id: number; lines: QuoteLineInput[]; deliveryRial?: number; validDays: number; terms: QuoteTermsInput; note?: string },
    ): Promise<AdminQuote> {
      const q = await found(input.id);
      if (q.status === 'accepted' || q.status === 'declined') throw new AppError('QUOTE_CLOSED', 'id');
      const lines = await priced(input.lines);
      const totals = quoteTotals(input.lines, input.deliveryRial ?? 0);
      if (totals.totalRial <= 0) throw new AppError('QUOTE_LINE_NEGATIVE', 'lines');
      const split = splitTerms(totals.totalRial, input.terms, window());
      if ('refusal' in split)
        throw new AppError(split.refusal.code, split.refusal.field, {
          days: quoteMaxChequeDays,
          latest: formatDate(tehranNoon(window().latest), 'fa'),
          total: formatNumber(rialToToman(totals.totalRial), 'fa'),
        });
      const at = now();
      await repos.transaction(async (r) => {
        const current = (await r.quotes.byId(q.id))!;
        const version = current.version + 1;
        if (!(await r.quotes.update(q.id, ['requested', 'sent', 'expired'], { version, updated_at: at }, current.version)))
          throw new AppError('QUOTE_CLOSED', 'id');
        await r.quotes.insertVersion({
          quote_id: q.id,
          version,
          lines: JSON.stringify(lines),
          delivery_rial: totals.deliveryRial,
          total_rial: totals.totalRial,
          valid_days: input.validDays,
          terms: JSON.stringify({ kind: input.terms.kind, depositPercent: input.terms.depositPercent ?? null, instalments: split.instalments }),
          note: input.note?.trim() || null,
          created_by: actor.userId,
          created_at: at,
        });
        await r.quotes.addEvent({ quote_id: q.id, kind: 'priced', by: 'operator', version, message: null, at });
        await audit(r, clock, actor, {
          action: 'quote.price',
          entity: 'quote',
          entityId: q.id,
          before: { version: current.version },
          after: { version, totalRial: totals.totalRial, terms: input.terms.kind },
        });
      });
      return detail(q.id);
    },

    /** Sends the latest version: the customer may accept it until the end of its validity (Tehran days), and is texted a link. */
    async send(actor: Actor, id: number): Promise<AdminQuote> {
      const q = await found(id);
      if (q.version < 1) throw new AppError('QUOTE_NOT_PRICED', 'id');
      const version = (await quotes.version(q.id, q.version))!;
      const at = now();
      const validUntil = tehranNextDayStart(addDays(tehranDayOf(clock()), version.valid_days));
      const moved = await repos.transaction(async (r) => {
        if (
          !(await r.quotes.update(
            q.id,
            ['requested', 'sent', 'expired'],
            { status: 'sent', sent_version: q.version, sent_at: at, valid_until: validUntil, updated_at: at },
            q.version,
          ))
        )
          return false;
        await r.quotes.addEvent({ quote_id: q.id, kind: 'sent', by: 'operator', version: q.version, message: null, at });
        await audit(r, clock, actor, {
          action: 'quote.send',
          entity: 'quote',
          entityId: q.id,
          before: { status: q.status },
          after: { status: 'sent', version: q.version, validUntil },
        });
        return true;
      });
      if (!moved) throw new AppError('QUOTE_CLOSED', 'id');
      await textCustomer(q);
      return detail(q.id);
    },

    /** Confirms (or refuses) one cheque of a quote's order; the last confirmation makes the order paid (orders.service). */
    async instalment(actor: Actor, input: { id: number; action: 'confirm' | 'refuse' }) {
      const result = await orders.settleInstalment(input.id, input.action);
      await repos.transaction((r) =>
        audit(r, clock, actor, {
          action: `instalment.${input.action}`,
          entity: 'order',
          entityId: result.orderId,
          after: { instalmentId: input.id, status: result.status },
        }),
      );
      return result;
    },

    /** The stored name of a quote's file, for the gated download. */
    async fileName(id: number) {
      const q = await quotes.byId(id);
      if (!q?.file_id) return null;
      const f = await repos.uploads.file(q.file_id);
      return f?.guid_name ? `${f.guid_name}.${f.extension}` : null;
    },
  };
}
