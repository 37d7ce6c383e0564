import type { OrderRow } from '../../db/repos/orders.repo.ts';
import { formatNumber } from '../../../shared/format.ts';
import { formatDate, formatTime } from '../../../shared/format-date.ts';
import { rialToToman } from '../../../shared/money.ts';
import type { OperatorAlert } from '../operator-alert.ts';

/** «۱۲ اسفند ۱۴۰۴، ۱۱:۳۰»: the day and the hour in Tehran, the way the operator reads them. */
const when = (iso: string | null) => (iso ? `${formatDate(iso, 'fa')}، ${formatTime(iso, 'fa')}` : '');

/**
 * Tells the operator (through the one operator alert) that a described cheque has passed its review deadline and
 * when its hold lapses. The sweep claims each order's alert once (orders.claimReviewAlert), so none is held back here.
 */
export function chequeReviewAlert(alert: OperatorAlert) {
  return (order: Pick<OrderRow, 'id' | 'mobile' | 'total_rial' | 'cheque_at' | 'payment_due_at'>) =>
    alert(
      'operatorChequeReview',
      {
        id: order.id,
        mobile: order.mobile,
        total: formatNumber(rialToToman(Number(order.total_rial)), 'fa'),
        since: when(order.cheque_at),
        lapse: when(order.payment_due_at),
      },
      { orderId: order.id, lapsesAt: order.payment_due_at },
      'a described cheque passed its review deadline',
      { level: 'warn', repeatKey: `operatorChequeReview:${order.id}` },
    );
}

export type ChequeReviewAlert = ReturnType<typeof chequeReviewAlert>;
