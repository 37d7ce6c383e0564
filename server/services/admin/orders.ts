import type { TFunction } from 'i18next';
import type { Repos } from '../../db/repos/index.ts';
import type { Clock } from '../../lib/clock.ts';
import type { Logger } from '../../lib/logger.ts';
import { AppError } from '../../lib/errors.ts';
import type { TextSender } from '../texts/text-queue.ts';
import type { Locale } from '../../../shared/locale.ts';
import { formatNumber } from '../../../shared/format.ts';
import { rialToToman } from '../../../shared/money.ts';
import { canMove, type OrderStatus } from '../../../shared/order-status.ts';
import { writeNote } from '../../../shared/order-notes.ts';
import type { AdminOrder, AdminOrderRow, OrderAction, OrderFilter } from '../../../shared/contracts/admin/orders.ts';
import { paged, pageWindow, type Paged } from '../../../shared/contracts/admin/paging.ts';
import type { OrdersService } from '../orders.service.ts';
import { audit, type Actor } from './actor.ts';
import { instalmentView } from '../orders/instalments.ts';
import { csvDocument } from './csv.ts';
import { sortableStamp } from '../../../shared/format-date.ts';
import { tehranDayStart, tehranNextDayStart } from '../../../shared/tehran-day.ts';

const TARGET: Record<OrderAction, OrderStatus> = { confirmCheque: 'paid', ship: 'shipped', deliver: 'delivered', cancel: 'cancelled', refund: 'refunded' };
/* Amounts may be strings on PostgreSQL (bigint); a cheque not described yet has none. */
const toman = (rial: number | string | null) => rialToToman(Number(rial ?? 0));
const parse = <T>(json: string | null) => (json ? (JSON.parse(json) as T) : null);

interface OrdersDeps {
  repos: Repos;
  clock: Clock;
  log: Logger;
  /** The checkout's orders service: the state machine's moves (and the SMS of paid and shipped) live there, once. */
  orders: OrdersService;
  textQueue: TextSender;
  texts: (locale: Locale) => TFunction;
}

/** Orders as the operator works them (issue #11): lists on the server, actions only through the state machine. */
export function adminOrders({ repos, clock, log, orders, textQueue, texts }: OrdersDeps) {
  const r = repos;
  /** The screen's filter in the times the database keeps: its days are Tehran's, the last one whole. */
  const query = (f: OrderFilter) => ({
    status: f.status,
    method: f.method,
    createdFrom: f.from ? tehranDayStart(f.from) : undefined,
    createdBefore: f.to ? tehranNextDayStart(f.to) : undefined,
    id: f.number,
    mobile: f.mobile,
  });
  type Row = { id: number; status: string; payment_method: string; mobile: string; full_name: string | null; total_rial: number; created_at: string };
  const rowOf = (r: Row): AdminOrderRow => ({
    id: r.id,
    status: r.status,
    paymentMethod: r.payment_method,
    mobile: r.mobile,
    customerName: r.full_name ?? '',
    totalToman: toman(r.total_rial),
    createdAt: r.created_at,
  });

  /** What the state machine allows now; a refund also needs money in hand (the orders service says when). */
  async function actionsFor(o: { id: number; status: string; payment_method: string }, byInstalments: boolean): Promise<OrderAction[]> {
    const refundable = await orders.refundable(o);
    return (Object.keys(TARGET) as OrderAction[]).filter(
      (a) =>
        canMove(o.status as OrderStatus, TARGET[a]) &&
        // A quote's cheques are confirmed one by one (POST /api/admin/order/instalment), never the order at once.
        (a !== 'confirmCheque' || (o.payment_method === 'cheque' && o.status === 'cheque-submitted' && !byInstalments)) &&
        (a !== 'refund' || refundable),
    );
  }

  async function detail(id: number): Promise<AdminOrder> {
    const o = await r.adminOrders.withCustomer(id);
    if (!o) throw new AppError('ORDER_NOT_FOUND', 'id');
    const [lines, events, payments, invoice, credit, parts] = await Promise.all([
      r.orders.lines(id),
      r.orders.events(id),
      r.payments.forOrder(id),
      r.invoices.of(id, 'invoice'),
      r.invoices.of(id, 'credit'),
      r.instalments.forOrder(id),
    ]);
    const delivery = parse<{ name_fa: string; name_en: string }>(o.delivery_snapshot);
    const cameIn = payments.filter((p) => p.status === 'paid' || p.status === 'late').reduce((sum, p) => sum + Number(p.amount_rial), 0);
    return {
      ...rowOf(o),
      itemsToman: toman(o.items_rial),
      discountToman: toman(o.discount_rial),
      deliveryToman: toman(o.delivery_rial),
      delivery: delivery && { nameFa: delivery.name_fa, nameEn: delivery.name_en },
      address: parse<Record<string, string>>(o.address_snapshot),
      trackingCode: o.tracking_code ?? null,
      cheque: o.cheque_sayad_id ? { sayadId: o.cheque_sayad_id, amountToman: toman(o.cheque_amount_rial), dueDate: o.cheque_due_date ?? '' } : null,
      lines: lines.map((l) => ({
        nameFa: l.name_fa,
        nameEn: l.name_en,
        itemNameFa: l.item_name_fa,
        itemNameEn: l.item_name_en,
        unitToman: toman(l.unit_price_rial),
        count: l.count,
      })),
      paidToman: toman(cameIn || o.cheque_amount_rial || o.total_rial),
      payments: payments.map((p) => ({
        gateway: p.gateway,
        status: p.status,
        amountToman: toman(p.amount_rial),
        refId: p.ref_id,
        card: p.card_pan,
        createdAt: p.created_at,
      })),
      events: events.map((e) => ({ status: e.status, note: e.note, at: e.at })),
      invoice: invoice ? { number: invoice.number, creditNote: credit?.number ?? null } : null,
      quoteId: o.quote_id,
      instalments: parts.map(instalmentView),
      actions: await actionsFor(
        o,
        parts.some((p) => p.kind === 'cheque'),
      ),
    };
  }

  /** The SMS the checkout service does not send itself (it texts "paid" and "shipped"). */
  async function text(order: AdminOrder & { locale?: string }, key: 'delivered' | 'cancelled', locale: Locale) {
    try {
      const text = texts(locale)(`admin:sms.${key}`, { id: formatNumber(order.id, locale), interpolation: { escapeValue: false } });
      await textQueue.send({ to: order.mobile, kind: `admin.${key}`, text, code: null, expiresAt: null });
    } catch (err) {
      log.warn({ err, orderId: order.id }, 'order SMS not sent');
    }
  }

  return {
    detail,

    async page(f: OrderFilter & { page: number }): Promise<Paged<AdminOrderRow>> {
      const { rows, total } = await r.adminOrders.page(query(f), pageWindow(f.page));
      return paged(rows.map(rowOf), total, f.page);
    },

    /** One move of the state machine, with its order_events row (the service's), an audit row and the customer's SMS. */
    async act(actor: Actor, input: { id: number; action: OrderAction; trackingCode?: string; note?: string; amountToman?: number }): Promise<AdminOrder> {
      const before = await detail(input.id);
      if (!before.actions.includes(input.action)) throw new AppError('ORDER_TRANSITION', 'action', { status: before.status });
      // A refund records how much went back: the whole total unless the operator says less (never more).
      const refundToman = input.action === 'refund' ? (input.amountToman ?? before.totalToman) : undefined;
      if (refundToman !== undefined && refundToman > before.totalToman) throw new AppError('REFUND_TOO_LARGE', 'amountToman', { max: before.totalToman });
      // Only shipping takes a tracking code; one sent with another action is ignored. Without one, the orders service
      // refuses the shipment (REQUIRED) before anything moves.
      const trackingCode = input.action === 'ship' ? (input.trackingCode ?? null) : null;
      const machine = trackingCode
        ? { key: 'shipped' as const, trackingCode }
        : refundToman !== undefined
          ? { key: 'refunded' as const, amountToman: refundToman }
          : null;
      const note = writeNote(machine, input.note);
      if (!(await orders.move(input.id, TARGET[input.action], note, trackingCode))) throw new AppError('ORDER_TRANSITION', 'action', { status: before.status });
      await repos.transaction((r) =>
        audit(r, clock, actor, {
          action: `order.${input.action}`,
          entity: 'order',
          entityId: input.id,
          before: { status: before.status },
          after: { status: TARGET[input.action], note, ...(trackingCode && { trackingCode }), ...(refundToman !== undefined && { refundToman }) },
        }),
      );
      const after = await detail(input.id);
      const locale: Locale = (await r.adminOrders.locale(input.id)) === 'en' ? 'en' : 'fa';
      if (input.action === 'deliver') await text(after, 'delivered', locale);
      if (input.action === 'cancel') await text(after, 'cancelled', locale);
      return after;
    },

    /**
     * The filtered list (up to 10,000 orders) as a spreadsheet-safe CSV in the operator's language: the words the
     * screen uses for status and payment, the time in Tehran's (Jalali in Persian).
     */
    async csv(f: OrderFilter, t: TFunction, locale: Locale): Promise<string> {
      const rows = await r.adminOrders.list(query(f), 10_000);
      const header = ['id', 'status', 'paymentMethod', 'mobile', 'customerName', 'totalToman', 'createdAt'].map((k) => t(`admin:orders.csv.${k}`));
      return csvDocument(
        header,
        rows.map((r) => [
          r.id,
          t(`admin:orders.statuses.${r.status}`, { defaultValue: r.status }),
          t(`admin:orders.methods.${r.payment_method}`, { defaultValue: r.payment_method }),
          r.mobile,
          r.full_name ?? '',
          toman(r.total_rial),
          sortableStamp(r.created_at, locale),
        ]),
      );
    },
  };
}
