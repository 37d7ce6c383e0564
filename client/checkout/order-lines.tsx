import { useTranslation } from '../i18n/react.tsx';
import type { OrderDetail } from '../../shared/contracts/checkout.ts';
import { formatNumber } from '../../shared/format.ts';
import { useLocale } from '../i18n/locale.ts';
import { Price } from '../ui/price.tsx';
import { MixedText } from '../ui/mixed-text.tsx';

/** The order's lines as they were bought (names and prices are the order's snapshot) and its totals: the invoice body. */
export function OrderLines({ order }: { order: OrderDetail }) {
  const { t } = useTranslation('checkout');
  const locale = useLocale();
  return (
    <section className="order-lines" aria-labelledby="order-lines-title">
      <h2 id="order-lines-title">{t('order.lines')}</h2>
      {/* On a narrow screen the table scrolls sideways: a region in the tab order, so a keyboard can scroll it too. */}
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrolling region must be reachable (WCAG 2.1.1, axe scrollable-region-focusable) */}
      <div className="order-lines__scroll" role="region" tabIndex={0} aria-label={t('order.linesTable')}>
        <table className="order-lines__table">
          <thead>
            <tr>
              <th scope="col">{t('order.product')}</th>
              <th scope="col">{t('order.count')}</th>
              <th scope="col">{t('order.unitPrice')}</th>
              <th scope="col">{t('order.lineTotal')}</th>
            </tr>
          </thead>
          <tbody>
            {order.lines.map((l, i) => (
              <tr key={i}>
                {/* Each name isolated: a model that starts with a digit would otherwise join the code before it (PRO6ABC – ۴ کیلوگرمی). */}
                <td>
                  <bdi>
                    <MixedText text={l.name} />
                  </bdi>
                  {l.itemName ? (
                    <span className="order-lines__item">
                      {' '}
                      –{' '}
                      <bdi>
                        <MixedText text={l.itemName} />
                      </bdi>
                    </span>
                  ) : null}
                </td>
                <td>
                  <bdi>{formatNumber(l.count, locale)}</bdi>
                </td>
                <td>
                  <Price rial={l.unitPriceRial} productId={l.productId ?? 0} />
                </td>
                <td>
                  <Price rial={l.lineRial} productId={l.productId ?? 0} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <dl className="order-totals">
        <dt>{t('order.items')}</dt>
        <dd>
          <Price rial={order.itemsRial} productId={0} />
        </dd>
        {order.discountRial > 0 && (
          <>
            <dt>{t('order.discount')}</dt>
            <dd>
              − <Price rial={order.discountRial} productId={0} />
            </dd>
          </>
        )}
        {/* Not in parentheses: a method's own name may hold some, «ارسال (پیک نگهبان (تهران))». */}
        <dt>
          {t('order.delivery')}: <MixedText text={order.delivery.name} />
        </dt>
        <dd>
          <Price rial={order.deliveryRial} productId={0} />
        </dd>
        {order.delivery.restOnArrival && <dd className="order-totals__note">{t('delivery.restOnArrival')}</dd>}
        {order.vatRial > 0 && (
          <>
            <dt>{t('order.vat')}</dt>
            <dd>
              <Price rial={order.vatRial} productId={0} />
            </dd>
          </>
        )}
        <dt className="order-totals__payable">{t('order.payable')}</dt>
        <dd className="order-totals__payable" data-total-rial={order.totalRial}>
          <Price rial={order.totalRial} productId={0} />
        </dd>
      </dl>
    </section>
  );
}
