import { useTranslation } from '../i18n/react.tsx';
import type { OrderDetail } from '../../shared/contracts/checkout.ts';
import { formatNumber, localDigits } from '../../shared/format.ts';
import { formatDate } from '../../shared/format-date.ts';
import { useLocale } from '../i18n/locale.ts';
import { Price } from '../ui/price.tsx';

/**
 * How a quote's order is paid (issue 31): the deposit online, then each Sayad cheque with its amount and latest date,
 * and where each stands (to pay or describe, with the operator, settled). Nothing for any other order.
 */
export function Instalments({ order }: { order: OrderDetail }) {
  const { t } = useTranslation('checkout');
  const locale = useLocale();
  if (!order.instalments.length) return null;
  // Cheques are counted among themselves: the first cheque is "cheque 1" whether a deposit comes before it or not.
  const chequeNo = (seq: number) => seq - order.instalments.filter((i) => i.kind === 'deposit').length;
  return (
    <section className="instalments" aria-labelledby="instalments-title">
      <h2 id="instalments-title">{t('order.instalments.title')}</h2>
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrolling region must be reachable (WCAG 2.1.1, axe scrollable-region-focusable) */}
      <div className="order-lines__scroll" role="region" aria-label={t('order.instalments.table')} tabIndex={0}>
        <table className="order-lines__table">
          <thead>
            <tr>
              <th scope="col">{t('order.instalments.part')}</th>
              <th scope="col">{t('order.cheque.amount')}</th>
              <th scope="col">{t('order.cheque.dueDate')}</th>
              <th scope="col">{t('order.status')}</th>
            </tr>
          </thead>
          <tbody>
            {order.instalments.map((i) => (
              <tr key={i.id} data-instalment={i.kind} data-status={i.status}>
                <th scope="row">
                  {i.kind === 'deposit' ? t('order.instalments.deposit') : t('order.instalments.cheque', { seq: formatNumber(chequeNo(i.seq), locale) })}
                </th>
                <td>
                  <Price rial={i.amountRial} productId={0} />
                </td>
                <td>{i.dueDate ? formatDate(`${i.dueDate}T12:00:00Z`, locale) : t('order.instalments.now')}</td>
                <td>
                  {t(`order.instalments.states.${i.kind}.${i.status}`)}
                  {i.sayadId && (
                    <>
                      {' '}
                      <bdi dir="ltr">{localDigits(i.sayadId, locale)}</bdi>
                    </>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
