import type { TFunction } from 'i18next';
import type { TextSender } from '../texts/text-queue.ts';
import type { Logger } from '../../lib/logger.ts';
import type { Locale } from '../../../shared/locale.ts';
import { formatNumber } from '../../../shared/format.ts';
import { rialToToman } from '../../../shared/money.ts';
import { formatDate } from '../../../shared/format-date.ts';
import { tehranNoon } from '../../../shared/tehran-day.ts';
import { orderPath } from '../../../shared/routes.ts';
import { localizePath } from '../../../shared/locale.ts';
import type { OrderRow } from '../../db/repos/orders.repo.ts';
import type { OrderNotice } from './order-notices.ts';

export type { OrderNotice };

/**
 * Tells the customer by SMS, in the language they ordered in, that their order was placed, paid, shipped (with the
 * carrier's tracking code) or refunded, or that its cheque was not confirmed in time. Never fails the caller: the order
 * is what matters; the text is queued and retried (text-queue.ts), and one that could not even be queued is logged.
 */
export function orderSms({ textQueue, texts, log, origin }: { textQueue: TextSender; texts: (locale: Locale) => TFunction; log: Logger; origin?: string }) {
  return async (
    notice: OrderNotice,
    order: Pick<OrderRow, 'id' | 'mobile' | 'locale' | 'total_rial'> & Partial<Pick<OrderRow, 'tracking_code'>>,
    /** `chequeDueSoon`: the cheque's due date, YYYY-MM-DD (`total_rial` is then the cheque's amount). */
    extra: { due?: string } = {},
  ) => {
    if (!order.mobile) return;
    const locale = (order.locale === 'en' ? 'en' : 'fa') as Locale;
    const path = localizePath(orderPath(order.id), locale);
    const text = texts(locale)(`sms:${notice}`, {
      id: formatNumber(order.id, locale),
      total: formatNumber(rialToToman(Number(order.total_rial)), locale),
      url: `${origin ?? ''}${path}`,
      tracking: order.tracking_code ?? '',
      due: extra.due ? formatDate(tehranNoon(extra.due), locale) : '',
      interpolation: { escapeValue: false },
    });
    try {
      await textQueue.send({ to: order.mobile, kind: notice, text, code: null, expiresAt: null });
    } catch (err) {
      log.warn({ err, orderId: order.id, notice }, 'order SMS not sent');
    }
  };
}

export type SendOrderSms = ReturnType<typeof orderSms>;
