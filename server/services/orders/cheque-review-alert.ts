import type { TFunction } from 'i18next';
import type { SmsSender } from '../../integrations/sms/sms-sender.ts';
import type { Logger } from '../../lib/logger.ts';
import type { Locale } from '../../../shared/locale.ts';
import { formatDate, formatNumber, rialToToman } from '../../../shared/format.ts';
import type { OrderRow } from '../../db/repos/orders.repo.ts';

const tehranTime = new Intl.DateTimeFormat('fa-IR', { hour: '2-digit', minute: '2-digit', hourCycle: 'h23', timeZone: 'Asia/Tehran' });
/** «۱۲ اسفند ۱۴۰۴، ۱۱:۳۰»: the day and the hour in Tehran, the way the operator reads them. */
const when = (iso: string | null) => (iso ? `${formatDate(iso, 'fa')}، ${tehranTime.format(new Date(iso))}` : '');

/**
 * Texts the operator (OPERATOR_MOBILE, in Persian, like consultation requests) that a described cheque has passed its
 * review deadline and when its hold lapses. Unset: the alert is only logged. Never fails the sweep that sends it.
 */
export function chequeReviewAlert({ sms, texts, log, operatorMobile }: { sms: SmsSender; texts: (locale: Locale) => TFunction; log: Logger; operatorMobile?: string }) {
  return async (order: Pick<OrderRow, 'id' | 'mobile' | 'total_rial' | 'cheque_at' | 'payment_due_at'>) => {
    log.warn({ orderId: order.id, lapsesAt: order.payment_due_at }, 'a described cheque passed its review deadline');
    if (!operatorMobile) return;
    const text = texts('fa')('sms:operatorChequeReview', {
      id: order.id,
      mobile: order.mobile,
      total: formatNumber(rialToToman(Number(order.total_rial)), 'fa'),
      since: when(order.cheque_at),
      lapse: when(order.payment_due_at),
      interpolation: { escapeValue: false },
    });
    try {
      await sms.send(operatorMobile, text);
    } catch (err) {
      log.error({ err, orderId: order.id }, 'operator SMS for a cheque past its review deadline failed');
    }
  };
}

export type ChequeReviewAlert = ReturnType<typeof chequeReviewAlert>;
