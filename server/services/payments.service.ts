import type { OrderRow } from '../db/repos/orders.repo.ts';
import type { Repos } from '../db/repos/index.ts';
import type { PaymentRow } from '../db/repos/payments.repo.ts';
import { PaymentGatewayError, isTestGateway, isWithinLimits, type PaymentGateway } from '../integrations/payment/index.ts';
import type { Clock } from '../lib/clock.ts';
import type { Logger } from '../lib/logger.ts';
import { AppError } from '../lib/errors.ts';
import type { SendOrderSms } from './orders/order-sms.ts';
import type { OperatorAlert } from './operator-alert.ts';
import { paymentReconciler, UNANSWERED_NOTES } from './payments/reconcile.ts';
import type { RateLimiter } from './rate-limits.ts';
import { writeNote } from '../../shared/order-notes.ts';
import { isPaidStatus, isPayable } from '../../shared/order-status.ts';
import { formatNumber } from '../../shared/format.ts';
import { rialToToman } from '../../shared/money.ts';
import type { Locale } from '../../shared/locale.ts';
import { paymentsVerified } from '../lib/metrics.ts';

/** What a callback came to: the order to show and how its payment went. */
export interface CallbackOutcome {
  orderId: number;
  locale: string;
  /** `pending`: not known yet (the gateway did not answer, or another callback is verifying it). */
  result: 'paid' | 'failed' | 'pending';
}

interface PaymentsDeps {
  repos: Repos;
  gateway: PaymentGateway;
  clock: Clock;
  log: Logger;
  notify: SendOrderSms;
  /** The operator's error-level alert (log and text): late money to return, a gateway refusing our setup. */
  alert: OperatorAlert;
  /** The site's own origin for the gateway's callback (PUBLIC_ORIGIN), else the request's. */
  publicOrigin?: string;
  limits: RateLimiter;
}

/**
 * An open attempt's verification is asked of the gateway at most this often, however many callbacks come (issue #30:
 * a callback anyone can send must not become a gateway call each time); the payment job asks every minute.
 */
export const VERIFY_INTERVAL_MS = 30_000;

/** An open attempt this young is handed out again by `reserve` instead of asking the gateway for a new one. */
export const ATTEMPT_REUSE_MS = 10 * 60_000;

/** Far longer than any verification takes (PAYMENT_TIMEOUT_MS is 15 s): a claim this old was cut off. */
export const STALE_CLAIM_MS = 5 * 60_000;

/**
 * Online payments (issue #8): an attempt per `request` with a new gateway reference, and the callback, which trusts
 * nothing the browser brings: it finds the attempt by the gateway's reference, verifies with the amount from our
 * database, and only then marks the order paid. One verification however many callbacks race (pending → verifying is
 * claimed by one); a payment for an order already cancelled is kept as `late` and flagged for the operator to refund.
 */
export function paymentsService({ repos, gateway, clock, log, notify, alert, publicOrigin, limits }: PaymentsDeps) {
  const payments = repos.payments;
  const now = () => clock().toISOString();

  /**
   * Refuses an amount the gateway does not take (its limits, written once in its adapter): the customer is told so
   * and offered the cheque, instead of "the gateway cannot be reached" on every try until the order expires.
   */
  function assertPayableOnline(amountRial: number, locale: Locale) {
    if (isWithinLimits(gateway.limits, amountRial)) return;
    throw new AppError('PAYMENT_AMOUNT_NOT_ACCEPTED', 'paymentMethod', { amount: formatNumber(rialToToman(amountRial), locale) });
  }

  /** What the gateway takes for an order: its whole total, or the deposit of a quote's order paid by instalments. */
  const onlineDue = (order: Pick<OrderRow, 'total_rial' | 'online_due_rial'>) => Number(order.online_due_rial ?? order.total_rial);

  /**
   * An attempt for the order's payable: a young open one again (ATTEMPT_REUSE_MS), else a new one, one at a time and
   * five an order (RATE_LIMITS.paymentRequestPerOrder, paymentAttemptsPerOrder); null when the gateway cannot be reached
   * (the order page retries). An amount the gateway refuses is a PAYMENT_AMOUNT_NOT_ACCEPTED: asking again will not help.
   */
  async function startAttempt(order: OrderRow, requestOrigin: string): Promise<{ paymentId: string; paymentUrl: string } | null> {
    const origin = publicOrigin ?? requestOrigin;
    const locale: Locale = order.locale === 'en' ? 'en' : 'fa';
    const amountRial = onlineDue(order);
    assertPayableOnline(amountRial, locale);
    const young = await youngAttempt(order);
    if (young) return young;
    const id = String(order.id);
    // One request at a time an order (the point is held while it is under way), and five attempts in all.
    const inFlight = await limits.take(['paymentRequestPerOrder', id]);
    // Asked again now that no other request of this order is under way: one that just ended has left its attempt.
    const meanwhile = await youngAttempt(order);
    if (meanwhile) {
      await limits.giveBack(inFlight);
      return meanwhile;
    }
    const counted = await limits.take(['paymentAttemptsPerOrder', id]).catch(async (err: unknown) => {
      await limits.giveBack(inFlight);
      throw err;
    });
    let opened = false;
    try {
      const { authority } = await gateway.request({
        amountRial,
        callbackUrl: `${origin}/payment/callback/${gateway.name}`,
        description: `Negahban order ${order.id}`,
        mobile: order.mobile || undefined,
        orderId: String(order.id),
      });
      await payments.insert({ order_id: order.id, gateway: gateway.name, authority, amount_rial: amountRial, created_at: now() });
      opened = true;
      return { paymentId: authority, paymentUrl: gateway.startUrl(authority) };
    } catch (err) {
      if (!(err instanceof PaymentGatewayError)) throw err;
      if (err.code === 'GATEWAY_AMOUNT_REFUSED') {
        log.warn({ err, orderId: order.id, amountRial }, 'the gateway refuses this amount');
        throw new AppError('PAYMENT_AMOUNT_NOT_ACCEPTED', 'paymentMethod', { amount: formatNumber(rialToToman(amountRial), locale) });
      }
      if (err.code === 'GATEWAY_MISCONFIGURED') await gatewayRefusesUs(err, order.id);
      else log.warn({ err, orderId: order.id }, 'payment request failed');
      return null;
    } finally {
      await limits.giveBack(inFlight);
      // No attempt was opened: it does not count against the order's five.
      if (!opened) await limits.giveBack(counted);
    }
  }

  /** The order's open attempt made in the last ATTEMPT_REUSE_MS, still unanswered and for today's payable, or null. */
  async function youngAttempt(order: OrderRow) {
    const since = clock().getTime() - ATTEMPT_REUSE_MS;
    const young = (await payments.forOrder(order.id))
      .filter((p) => p.status === 'pending' && p.note === null && p.gateway === gateway.name && Number(p.amount_rial) === onlineDue(order))
      .filter((p) => Date.parse(p.created_at) > since)
      .pop();
    return young ? { paymentId: young.authority, paymentUrl: gateway.startUrl(young.authority) } : null;
  }

  /** Wrong or inactive merchant, callback domain: no customer can pay until the operator fixes it. */
  const gatewayRefusesUs = (err: PaymentGatewayError, orderId: number) =>
    alert(
      'operatorGatewayMisconfigured',
      { gateway: err.gateway, code: err.details.gatewayCode ?? err.code },
      { err, orderId },
      'the payment gateway refuses our merchant or callback: online payment is down until the configuration is fixed',
    );

  /** The latest attempt still open, so a retried placement sends the customer to the same payment. */
  async function openAttempt(orderId: number) {
    const open = (await payments.forOrder(orderId)).filter((p) => p.status === 'pending').pop();
    return open ? { paymentId: open.authority, paymentUrl: gateway.startUrl(open.authority) } : null;
  }

  /**
   * Marks the attempt paid and the order with it, in one transaction. An order that cannot take it keeps the money as
   * `late`, owed back: paid already (a second attempt paid too), or cancelled meanwhile. Each is told as it is.
   */
  async function fulfil(payment: PaymentRow, receipt: { refId?: string; cardPan?: string }) {
    const at = now();
    const outcome = await repos.transaction(async (r) => {
      const orders = r.orders;
      // A quote's deposit (issue 31): the order goes on to wait for its cheques, and is never cancelled by the clock
      // now that money is in; it becomes paid when the last cheque is confirmed (orders/instalments.ts).
      const deposit = (await r.instalments.forOrder(payment.order_id)).some((i) => i.kind === 'deposit' && i.status === 'open');
      const note = receipt.refId ? writeNote({ key: deposit ? 'depositPaid' : 'paidOnline', refId: receipt.refId }) : null;
      const moved = deposit
        ? await orders.move(payment.order_id, 'awaiting-cheque', at, note, { payment_due_at: null })
        : await orders.move(payment.order_id, 'paid', at, note);
      if (moved && deposit) await r.instalments.settleDeposit(payment.order_id, at);
      await r.payments.swap(payment.id, 'verifying', moved ? 'paid' : 'late', {
        ref_id: receipt.refId ?? null,
        card_pan: receipt.cardPan ?? null,
        verified_at: at,
      });
      const order = (await orders.byId(payment.order_id))!;
      const twice = !moved && isPaidStatus(order.status);
      if (!moved) {
        const note = twice
          ? writeNote({ key: 'paidTwice', authority: payment.authority })
          : writeNote({ key: 'paidLate', authority: payment.authority, status: order.status });
        await orders.addEvent(order.id, order.status, at, note);
      }
      return { moved, twice, order, deposit };
    });
    paymentsVerified.inc({ outcome: outcome.moved ? 'paid' : 'late' });
    if (outcome.moved) return notify(outcome.deposit ? 'depositPaid' : 'orderPaid', outcome.order);
    // The money is in and the order cannot take it: the operator returns it, and the customer hears what happened
    // (never "cancelled" for an order that is paid).
    const params = { id: payment.order_id, authority: payment.authority, amount: formatNumber(rialToToman(Number(payment.amount_rial)), 'fa') };
    const context = { orderId: payment.order_id, authority: payment.authority, refId: receipt.refId };
    if (outcome.twice) {
      await alert('operatorPaidTwice', params, context, 'a second payment for an order already paid: refund the second');
      return notify('orderPaidTwice', outcome.order);
    }
    await alert('operatorPaymentLate', params, context, 'payment for an order no longer payable: refund due');
    await notify('orderPaidLate', outcome.order);
  }

  /**
   * Verifies one pending attempt, once and at most every VERIFY_INTERVAL_MS: a caller that does not get the claim (a
   * racing one, or one too soon after the last verification) answers from the attempt's state.
   */
  async function settle(payment: PaymentRow): Promise<CallbackOutcome['result']> {
    if (payment.status === 'paid' || payment.status === 'late') return 'paid';
    const notAfter = new Date(clock().getTime() - VERIFY_INTERVAL_MS).toISOString();
    if (!(await payments.claimVerification(payment.id, now(), notAfter))) {
      const now = await payments.byAuthority(payment.gateway, payment.authority);
      return now?.status === 'paid' || now?.status === 'late' ? 'paid' : 'pending';
    }
    let verification;
    try {
      verification = await gateway.verify({ authority: payment.authority, amountRial: Number(payment.amount_rial) });
    } catch (err) {
      // Unknown answer (timeout, malformed): the payment may have happened, so it stays pending, never failed; the
      // payment job asks again (reconcile.ts).
      log.warn({ err, authority: payment.authority }, 'payment verification unanswered');
      if (err instanceof PaymentGatewayError && err.code === 'GATEWAY_MISCONFIGURED') await gatewayRefusesUs(err, payment.order_id);
      await payments.swap(payment.id, 'verifying', 'pending', { note: err instanceof PaymentGatewayError ? err.code : 'VERIFY_ERROR' });
      return 'pending';
    }
    if (verification.status === 'failed') {
      // Back to pending rather than failed: a forged callback before the customer paid must not spoil the real one.
      await payments.swap(payment.id, 'verifying', 'pending', { note: String(verification.code ?? 'NOT_PAID') });
      return 'failed';
    }
    await fulfil(payment, verification);
    return 'paid';
  }

  const reconciler = paymentReconciler({ repos, gateway, clock, log, settle });

  return {
    gatewayName: gateway.name,
    assertPayableOnline,
    startAttempt,
    openAttempt,
    reconcile: reconciler.reconcile,
    mayExpire: reconciler.mayExpire,

    /**
     * The payment job (at start and every minute, before the expiry job): a verification claimed over
     * STALE_CLAIM_MS ago was cut off (a restart, a crash) and is asked again, so a customer who paid is never left
     * "verifying" — nor cancelled by the expiry job meanwhile. The gateway's "already verified" counts as paid.
     */
    async resumeInterrupted(): Promise<number> {
      let resumed = 0;
      for (const payment of await payments.staleClaims(new Date(clock().getTime() - STALE_CLAIM_MS).toISOString())) {
        if (!(await payments.swap(payment.id, 'verifying', 'pending', { note: 'VERIFY_INTERRUPTED' }))) continue;
        resumed += 1;
        const result = await settle({ ...payment, status: 'pending' });
        log.warn({ orderId: payment.order_id, authority: payment.authority, result }, 'interrupted payment verification resumed');
      }
      return resumed;
    },

    /**
     * A gateway's return to `/payment/callback/{gateway}`; null for a callback that is not one of ours (a 404 page).
     * Anyone can send one, so none is a gateway call by itself: an address over RATE_LIMITS.paymentCallbackPerIp, an
     * attempt verified in the last VERIFY_INTERVAL_MS, or one of a closed order whose gateway already answered, only
     * shows the order (the payment job, bounded, asks about those).
     */
    async callback(gatewayName: string, query: Record<string, unknown>, meta: { ip: string }): Promise<CallbackOutcome | null> {
      if (gatewayName !== gateway.name) return null;
      const parsed = gateway.parseCallback(query);
      if (!parsed) return null;
      const payment = await payments.byAuthority(gateway.name, parsed.authority);
      if (!payment) return null;
      const order = await repos.orders.byId(payment.order_id);
      if (!order) return null;
      const shown = (result: CallbackOutcome['result']) => ({ orderId: order.id, locale: order.locale, result });
      const answered = payment.note !== null && !(UNANSWERED_NOTES as readonly string[]).includes(payment.note);
      if (payment.status === 'pending' && answered && !isPayable(order.status, order.payment_method)) return shown('failed');
      const allowed = await limits.take(['paymentCallbackPerIp', meta.ip]).then(
        () => true,
        () => false,
      );
      // Over the address's limit: not even the attempt's state is read; the order page shows what is known.
      if (!allowed) return shown('pending');
      // The gateway says the customer cancelled or failed: nothing to verify, nothing changes but the order's history.
      const result = parsed.ok || payment.status === 'paid' ? await settle(payment) : 'failed';
      if (result === 'failed' && !parsed.ok && (await payments.markCancelled(payment.id))) {
        await repos.orders.addEvent(order.id, order.status, now(), writeNote({ key: 'paymentCancelled' }));
      }
      return shown(result);
    },

    /** The test gateway's page: its payment, or null (404) when the gateway is another or the authority unknown. */
    async testPayment(authority: string) {
      if (!isTestGateway(gateway)) return null;
      const payment = await gateway.find(authority);
      if (!payment) return null;
      const order = await repos.orders.byId(Number(payment.orderId));
      return { ...payment, locale: order?.locale ?? 'fa' };
    },

    /** A button of the test page pressed: where to send the browser (the callback), or null. */
    testComplete: (authority: string, outcome: 'paid' | 'cancelled') => (isTestGateway(gateway) ? gateway.complete(authority, outcome) : Promise.resolve(null)),

    /** The latest attempt's receipt, for the order page. */
    async lastPaid(orderId: number) {
      return (await payments.forOrder(orderId)).filter((p) => p.status === 'paid').pop() ?? null;
    },

    /** Money that came after the order was cancelled: a refund is due (the back office records it). */
    async hasLate(orderId: number) {
      return (await payments.forOrder(orderId)).some((p) => p.status === 'late');
    },
  };
}

export type PaymentsService = ReturnType<typeof paymentsService>;
