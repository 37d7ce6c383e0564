import type { PaymentRow } from '../../db/repos/payments.repo.ts';
import type { Repos } from '../../db/repos/index.ts';
import { PaymentGatewayError, type PaymentGateway, type PaymentInquiry } from '../../integrations/payment/index.ts';
import type { Clock } from '../../lib/clock.ts';
import type { Logger } from '../../lib/logger.ts';

/** Notes of an attempt whose verification got no answer: the gateway may have taken (or verified) the money. */
export const UNANSWERED_NOTES = [
  'GATEWAY_TIMEOUT',
  'GATEWAY_UNREACHABLE',
  'GATEWAY_BAD_RESPONSE',
  'GATEWAY_ERROR',
  'GATEWAY_MISCONFIGURED',
  'VERIFY_ERROR',
] as const;

/** How long an open attempt is asked about again: long past any payment page's life, short enough to stay cheap. */
export const RECONCILE_WINDOW_MS = 3 * 3600_000;

/**
 * While the gateway cannot say whether an order's payment went through, its expiry waits this long past the due
 * time; then the stock goes back anyway, and the attempt is still asked about (a payment found then is flagged).
 */
export const UNANSWERED_EXPIRY_GRACE_MS = 60 * 60_000;

interface ReconcileDeps {
  repos: Repos;
  gateway: PaymentGateway;
  clock: Clock;
  log: Logger;
  /** The payments service's one verification of an attempt (claimed, verified, fulfilled or flagged late). */
  settle: (payment: PaymentRow) => Promise<'paid' | 'failed' | 'pending'>;
}

/**
 * Asking the gateway again (issue 18, point 11): a verification whose answer was lost, a payment taken while nobody
 * listened (the customer closed the browser), an order about to expire with an attempt open. Money found is verified:
 * the order is paid, or, when it was cancelled meanwhile, the payment is `late` and flagged for a refund (settle).
 */
export function paymentReconciler({ repos, gateway, clock, log, settle }: ReconcileDeps) {
  const payments = repos.payments;

  async function ask(payment: PaymentRow): Promise<PaymentInquiry | null> {
    try {
      return await gateway.inquire({ authority: payment.authority, amountRial: Number(payment.amount_rial) });
    } catch (err) {
      if (!(err instanceof PaymentGatewayError)) throw err;
      log.warn({ err, orderId: payment.order_id, authority: payment.authority }, 'payment inquiry unanswered');
      return null;
    }
  }

  return {
    /**
     * The payment job's sweep (every minute, before the expiry job): unanswered verifications are verified again
     * (the gateway's "already verified" then counts as paid), the gateway's list of payments nobody verified is
     * settled, and attempts of orders cancelled in the last RECONCILE_WINDOW_MS are asked about. Answers how many
     * attempts it found paid.
     */
    async reconcile(): Promise<number> {
      let found = 0;
      const since = new Date(clock().getTime() - RECONCILE_WINDOW_MS).toISOString();
      for (const payment of await payments.toReconcile(UNANSWERED_NOTES, since)) {
        const unanswered = (UNANSWERED_NOTES as readonly string[]).includes(payment.note ?? '');
        if (!unanswered && (await ask(payment))?.state !== 'paid') continue;
        if ((await settle(payment)) === 'paid') found += 1;
      }
      if (gateway.unverified) {
        let authorities: string[] = [];
        try {
          authorities = await gateway.unverified();
        } catch (err) {
          if (!(err instanceof PaymentGatewayError)) throw err;
          log.warn({ err }, 'list of unverified payments unanswered');
        }
        for (const authority of authorities) {
          const payment = await payments.byAuthority(gateway.name, authority);
          if (payment?.status === 'pending' && (await settle(payment)) === 'paid') found += 1;
        }
      }
      if (found) log.warn({ found }, 'payments found by asking the gateway again');
      return found;
    },

    /**
     * Whether the expiry job may cancel this order now. An online order waiting for payment has its open attempts
     * asked about first: money taken is verified (the order is paid, so no); an unknown answer holds the order up to
     * UNANSWERED_EXPIRY_GRACE_MS past its due time. Any other order: yes.
     */
    async mayExpire(orderId: number): Promise<boolean> {
      const order = await repos.orders.byId(orderId);
      if (!order || order.payment_method !== 'online' || order.status !== 'awaiting-payment') return true;
      let unknown = false;
      for (const payment of await payments.forOrder(orderId)) {
        if (payment.status === 'verifying') unknown = true;
        if (payment.status !== 'pending') continue;
        const inquiry = await ask(payment);
        if (!inquiry) unknown = true;
        else if (inquiry.state === 'paid') {
          const result = await settle(payment);
          log.warn({ orderId, authority: payment.authority, result, detail: inquiry.detail }, 'payment found before the order expired');
          if (result === 'paid') return false;
          if (result === 'pending') unknown = true;
        }
      }
      if (!unknown) return true;
      const graceOver = order.payment_due_at !== null && Date.parse(order.payment_due_at) + UNANSWERED_EXPIRY_GRACE_MS <= clock().getTime();
      if (graceOver) log.error({ orderId }, 'order expired while its payment could not be confirmed with the gateway: the attempt is still watched');
      return graceOver;
    },
  };
}
