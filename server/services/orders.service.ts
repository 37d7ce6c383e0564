import type { OrderRow } from '../db/repos/orders.repo.ts';
import type { Repos } from '../db/repos/index.ts';
import type { ChangeBus } from '../integrations/change-bus/index.ts';
import type { Clock } from '../lib/clock.ts';
import type { Logger } from '../lib/logger.ts';
import { AppError } from '../lib/errors.ts';
import type { Locale } from '../../shared/locale.ts';
import type { ChequeInput, OrderDetail, OrderReserve, OrderSummary, PaymentMethod } from '../../shared/contracts/checkout.ts';
import { EXPIRING_STATUSES, isPayable, type OrderStatus } from '../../shared/order-status.ts';
import { writeNote } from '../../shared/order-notes.ts';
import type { SendOrderSms } from './orders/order-sms.ts';
import type { ChequeReviewAlert } from './orders/cheque-review-alert.ts';
import { addDays, tehranDayOf, tehranNoon } from '../../shared/tehran-day.ts';
import { formatDate } from '../../shared/format-date.ts';
import type { PaymentsService } from './payments.service.ts';
import { signedIn } from './addresses.service.ts';
import type { OperatorAlert } from './operator-alert.ts';
import { instalmentRules, instalmentView } from './orders/instalments.ts';

interface OrdersDeps {
  repos: Repos;
  payments: PaymentsService;
  clock: Clock;
  log: Logger;
  notify: SendOrderSms;
  /** Told after the commit when a cancellation or refund brought an item back in stock (the page cache drops it). */
  changes: Pick<ChangeBus, 'publish'>;
  /** Texts the operator that a described cheque passed its review deadline. */
  alertOperator: ChequeReviewAlert;
  /** Cheque rules (config.ts): the latest due date in days from today, the review deadline, the grace after it. */
  cheque: { maxDueDays: number; reviewDays: number; reviewGraceHours: number };
  /** The operator's alert (a quote cheque past its due date unconfirmed). */
  alert: OperatorAlert;
  /** A quote's cheques: the latest due date in days from today (QUOTE_MAX_CHEQUE_DAYS); the hold after a refusal (CHEQUE_HOLD_DAYS). */
  quoteCheque: { maxDueDays: number; holdDays: number };
}

const DAY_MS = 86_400_000;

const parse = <T>(json: string | null): T | null => (json ? (JSON.parse(json) as T) : null);

/**
 * Orders after they are placed: the customer's view of them (owner only: another user's order is as absent as a
 * missing one), a new payment attempt (`reserve`), the cheque the customer describes, and the moves of order-status.ts
 * with their side effects (a cancellation returns the stock and the discount use). The back office moves orders here too.
 */
export function ordersService({ repos, payments, clock, log, notify, changes, alertOperator, cheque, alert, quoteCheque }: OrdersDeps) {
  const instalments = instalmentRules({
    repos,
    clock,
    log,
    notify,
    alert,
    maxDueDays: quoteCheque.maxDueDays,
    reviewDays: cheque.reviewDays,
    reviewGraceHours: cheque.reviewGraceHours,
    holdDays: quoteCheque.holdDays,
  });
  const orders = repos.orders;
  const users = repos.users;
  const now = () => clock().toISOString();

  async function owned(userId: number | undefined, id: number): Promise<OrderRow> {
    const order = await orders.byIdForUser(id, signedIn(userId));
    if (!order) throw new AppError('ORDER_NOT_FOUND', 'id');
    return order;
  }

  /** Today and the latest due date a cheque may have (CHEQUE_MAX_DUE_DAYS later), as Tehran days YYYY-MM-DD. */
  function chequeDueWindow() {
    const today = tehranDayOf(now());
    return { today, latest: addDays(today, cheque.maxDueDays) };
  }

  const isOpen = (order: OrderRow) => isPayable(order.status, order.payment_method) && (!order.payment_due_at || order.payment_due_at > now());

  async function detail(order: OrderRow, locale: Locale): Promise<OrderDetail> {
    const [lines, events, paid, late, buyer, parts] = await Promise.all([
      orders.lines(order.id),
      orders.events(order.id),
      payments.lastPaid(order.id),
      order.status === 'cancelled' ? payments.hasLate(order.id) : false,
      users.byId(order.user_id),
      repos.instalments.forOrder(order.id),
    ]);
    const delivery = parse<{ name_fa: string; name_en: string; price_rial: number; rest_on_arrival?: number }>(order.delivery_snapshot);
    const views = lines.map((l) => ({
      productId: l.product_id,
      productItemId: l.product_item_id,
      name: locale === 'en' ? l.name_en : l.name_fa,
      itemName: locale === 'en' ? l.item_name_en : l.item_name_fa,
      unitPriceRial: Number(l.unit_price_rial),
      count: l.count,
      discountRial: Number(l.line_discount_rial),
      lineRial: Number(l.unit_price_rial) * l.count - Number(l.line_discount_rial),
    }));
    const status = order.status as OrderStatus;
    return {
      productOrderId: order.id,
      status,
      paymentMethod: order.payment_method as PaymentMethod,
      totalRial: Number(order.total_rial),
      itemCount: views.reduce((n, l) => n + l.count, 0),
      createdAt: order.created_at,
      itemsRial: Number(order.items_rial),
      discountRial: Number(order.discount_rial),
      deliveryRial: Number(order.delivery_rial),
      vatRial: Number(order.vat_rial ?? 0),
      invoiceNumber: (await repos.invoices.of(order.id, 'invoice'))?.number ?? null,
      lines: views,
      delivery: {
        name: (locale === 'en' ? delivery?.name_en : delivery?.name_fa) ?? '',
        priceRial: Number(order.delivery_rial),
        restOnArrival: delivery?.rest_on_arrival === 1,
      },
      address: parse(order.address_snapshot),
      buyer: { fullName: buyer?.full_name ?? '', mobile: order.mobile },
      paymentState: late
        ? 'refund-due'
        : status === 'cancelled' || status === 'refunded'
          ? status
          : ['paid', 'shipped', 'delivered'].includes(status)
            ? 'paid'
            : order.payment_method === 'cheque'
              ? 'cheque'
              : 'pending',
      refId: paid?.ref_id ?? null,
      trackingCode: order.tracking_code ?? null,
      paymentDueAt: EXPIRING_STATUSES.includes(status) ? order.payment_due_at : null,
      chequeLatestDueDate:
        status === 'awaiting-cheque' ? (order.quote_id === null ? chequeDueWindow().latest : addDays(tehranDayOf(now()), quoteCheque.maxDueDays)) : null,
      cheque: order.cheque_sayad_id
        ? { sayadId: order.cheque_sayad_id, amountRial: Number(order.cheque_amount_rial), dueDate: order.cheque_due_date ?? '' }
        : null,
      quoteId: order.quote_id,
      onlineDueRial: Number(order.online_due_rial ?? order.total_rial),
      instalments: parts.map(instalmentView),
      events: events.map((e) => ({ status: e.status, at: e.at, note: e.note })),
    };
  }

  /**
   * Stock and the discount use of an order go back (inside the transaction that moved it out of holding them). True
   * when an item that was out of stock is back: the caller tells the other processes once that has committed.
   */
  async function giveBack(r: Repos, orderId: number): Promise<boolean> {
    const stock = r.stock;
    const lines = (await r.orders.lines(orderId)).filter((l) => l.product_item_id !== null).sort((a, b) => a.product_item_id! - b.product_item_id!);
    let cameBack = false;
    for (const line of lines) if (await stock.giveBack(line.product_item_id!, line.count)) cameBack = true;
    await r.discounts.release(orderId);
    return cameBack;
  }

  /** After the commit: an item back in stock changes what the storefront's pages show. */
  const stockBack = async (orderId: number, cameBack: boolean) => {
    if (cameBack) await changes.publish('stock.flipped', { orderId });
  };

  /**
   * Cancels an order waiting for the customer: stock and discount use go back, in the cancelling transaction. `lapsed`
   * (the expiry job) cancels only an order still in that state and past its due time: a cheque described or a payment
   * made since the job read the order wins.
   */
  async function cancel(orderId: number, note: string, lapsed?: { from: OrderStatus }): Promise<boolean> {
    let cameBack = false;
    const moved = await repos.transaction(async (r) => {
      const guard = lapsed && { from: lapsed.from, dueBy: now() };
      if (!(await r.orders.move(orderId, 'cancelled', now(), note, {}, guard))) return false;
      cameBack = await giveBack(r, orderId);
      return true;
    });
    await stockBack(orderId, cameBack);
    return moved;
  }

  /** May the operator record this order's money as returned: paid and not shipped, or cancelled with a late payment. */
  async function refundable(order: Pick<OrderRow, 'id' | 'status'>): Promise<boolean> {
    if (order.status === 'paid') return true;
    return order.status === 'cancelled' && (await payments.hasLate(order.id));
  }

  /**
   * The money of an order was returned (`refunded`): from `paid` the stock goes back in the same transaction (the
   * guarded move lets one refund win, so it goes back once); from `cancelled` it went back already.
   */
  async function refund(orderId: number, note: string | null): Promise<boolean> {
    const order = await orders.byId(orderId);
    if (!order || !(await refundable(order))) return false;
    let cameBack = false;
    const moved = await repos.transaction(async (r) => {
      const repo = r.orders;
      const from = (await repo.byId(orderId))?.status;
      if (from !== order.status || !(await repo.move(orderId, 'refunded', now(), note))) return false;
      if (from === 'paid') cameBack = await giveBack(r, orderId);
      return true;
    });
    await stockBack(orderId, cameBack);
    if (moved) await notify('orderRefunded', order);
    return moved;
  }

  return {
    detail: async (userId: number | undefined, id: number, locale: Locale) => detail(await owned(userId, id), locale),

    async list(userId: number | undefined): Promise<OrderSummary[]> {
      const rows = await orders.listForUser(signedIn(userId));
      return Promise.all(
        rows.map(async (o) => ({
          productOrderId: o.id,
          status: o.status,
          paymentMethod: o.payment_method as PaymentMethod,
          totalRial: Number(o.total_rial),
          itemCount: (await orders.lines(o.id)).reduce((n, l) => n + l.count, 0),
          createdAt: o.created_at,
        })),
      );
    },

    /** The payment state; an unpaid online order still open gets a new attempt (a new gateway reference each time). */
    async reserve(userId: number | undefined, id: number, origin: string): Promise<OrderReserve> {
      const order = await owned(userId, id);
      const base = {
        productOrderId: order.id,
        status: order.status,
        isOnline: order.payment_method === 'online',
        isCheque: order.payment_method === 'cheque',
        paid: ['paid', 'shipped', 'delivered'].includes(order.status),
        paymentId: null,
        paymentUrl: null,
      };
      if (!isOpen(order)) return base;
      const attempt = await payments.startAttempt(order, origin);
      if (!attempt) throw new AppError('PAYMENT_UNAVAILABLE');
      return { ...base, ...attempt };
    },

    /**
     * The customer describes the cheque (Sayad id, due date: from today to CHEQUE_MAX_DUE_DAYS ahead, Tehran days); the
     * amount is the order's payable. The stock stays held for the operator's check: CHEQUE_REVIEW_DAYS until the
     * operator is texted, CHEQUE_REVIEW_GRACE_HOURS more until the hold lapses (the expiry job).
     */
    async submitCheque(userId: number | undefined, input: ChequeInput, locale: Locale): Promise<OrderDetail> {
      const order = await owned(userId, input.id);
      if (order.quote_id !== null && (await repos.instalments.forOrder(order.id)).some((i) => i.kind === 'cheque')) {
        await instalments.describe(order, input, locale);
        return detail((await orders.byId(order.id))!, locale);
      }
      if (order.payment_method !== 'cheque') throw new AppError('ORDER_NOT_CHEQUE', 'id');
      const at = clock();
      const { today, latest } = chequeDueWindow();
      if (input.dueDate < today) throw new AppError('DATE_IN_PAST', 'dueDate');
      if (input.dueDate > latest)
        throw new AppError('CHEQUE_DUE_TOO_FAR', 'dueDate', { days: cheque.maxDueDays, latest: formatDate(tehranNoon(latest), locale) });
      const reviewDue = at.getTime() + cheque.reviewDays * DAY_MS;
      const moved = await repos.transaction((r) =>
        r.orders.move(order.id, 'cheque-submitted', at.toISOString(), writeNote({ key: 'chequeSubmitted', sayadId: input.sayadId }), {
          cheque_sayad_id: input.sayadId,
          cheque_amount_rial: Number(order.total_rial),
          cheque_due_date: input.dueDate,
          cheque_at: at.toISOString(),
          cheque_review_due_at: new Date(reviewDue).toISOString(),
          operator_alerted_at: null,
          payment_due_at: new Date(reviewDue + cheque.reviewGraceHours * 3600_000).toISOString(),
        }),
      );
      if (!moved) throw new AppError('ORDER_NOT_CHEQUE', 'id');
      return detail((await orders.byId(order.id))!, locale);
    },

    cancel,
    refundable,

    /** The operator confirms or refuses one cheque of a quote's order (orders/instalments.ts). */
    settleInstalment: instalments.settle,

    /** The hourly reminders of a quote's cheques: the customer before the due date, the operator after it. */
    remindInstalments: instalments.remind,

    /**
     * The expiry job. A described cheque past its review deadline: the operator is texted. Orders whose due time passed
     * while waiting for payment, a cheque or the cheque's confirmation: cancelled, their stock returned (a lapsed cheque's
     * customer is texted). Safe to run anywhere at any time, in several processes at once: the alert is claimed by one
     * guarded update and each cancellation is a guarded move, so each happens once and a payment that lands first wins.
     */
    async expireDue(): Promise<number> {
      for (const { id } of await orders.dueForReview(now())) {
        if (await orders.claimReviewAlert(id, now())) await alertOperator((await orders.byId(id))!);
      }
      let cancelled = 0;
      for (const { id, status } of await orders.dueForExpiry(EXPIRING_STATUSES, now())) {
        // A started online payment may have gone through unheard: the gateway is asked before the order lapses.
        if (!(await payments.mayExpire(id))) continue;
        const notReviewed = status === 'cheque-submitted';
        if (!(await cancel(id, writeNote({ key: notReviewed ? 'chequeNotReviewed' : 'notPaidInTime' }), { from: status as OrderStatus }))) continue;
        cancelled += 1;
        if (notReviewed) await notify('chequeLapsed', (await orders.byId(id))!);
      }
      if (cancelled) log.info({ cancelled }, 'unpaid orders cancelled, stock returned');
      return cancelled;
    },

    /**
     * The back office's move of an order (cheque confirmed, shipped, delivered, cancelled, refunded), with its SMS.
     * Shipping needs the carrier's tracking code: stored with the move, it goes into the SMS and onto the order's page.
     */
    async move(orderId: number, to: OrderStatus, note: string | null = null, trackingCode: string | null = null): Promise<boolean> {
      if (to === 'cancelled') return cancel(orderId, note ?? writeNote({ key: 'cancelledByOperator' }));
      if (to === 'refunded') return refund(orderId, note);
      const code = trackingCode?.trim();
      if (to === 'shipped' && !code) throw new AppError('REQUIRED', 'trackingCode');
      const extra = to === 'shipped' ? { tracking_code: code } : {};
      const moved = await repos.transaction((r) => r.orders.move(orderId, to, now(), note, extra));
      const order = moved ? await orders.byId(orderId) : undefined;
      if (order && to === 'paid') await notify('orderPaid', order);
      if (order && to === 'shipped') await notify('orderShipped', order);
      return moved;
    },
  };
}

export type OrdersService = ReturnType<typeof ordersService>;
