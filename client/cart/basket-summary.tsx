import { useTranslation } from '../i18n/react.tsx';
import type { CartData } from '../../shared/contracts/cart.ts';
import { formatNumber } from '../../shared/format.ts';
import { useLocale } from '../i18n/locale.ts';
import { Price } from '../ui/price.tsx';

/** The cart's totals as the server computed them (the browser adds nothing up itself). */
export function BasketSummary({ cart }: { cart: CartData }) {
  const { t } = useTranslation();
  const locale = useLocale();
  // The pieces the total is for: a line that cannot be bought is left out of both (the server's `available`).
  const pieces = cart.cartItems.reduce((n, l) => n + (l.available ? l.count : 0), 0);
  return (
    <aside className="basket-summary" aria-labelledby="basket-summary-title">
      <h2 id="basket-summary-title">{t('cart:basket.summary')}</h2>
      <dl>
        <dt>{t('cart:basket.items', { count: pieces, formatted: formatNumber(pieces, locale) })}</dt>
        <dd>
          <Price rial={cart.itemsRial} productId={0} />
        </dd>
        {cart.discountRial > 0 && (
          <>
            <dt>{t('cart:basket.discount')}</dt>
            <dd>
              <Price rial={cart.discountRial} productId={0} />
            </dd>
          </>
        )}
        <dt>{t('cart:basket.delivery')}</dt>
        <dd>{cart.deliveryId === null ? t('cart:basket.deliveryLater') : <Price rial={cart.deliveryRial} productId={0} />}</dd>
        {/* Issue #31: VAT added on top is part of the payable, said before payment; included, it is what the price holds. */}
        {cart.vatRial > 0 && (
          <>
            <dt>{t(cart.vatIncluded ? 'cart:basket.vatIncluded' : 'cart:basket.vatAdded')}</dt>
            <dd data-vat-rial={cart.vatRial}>
              <Price rial={cart.vatRial} productId={0} />
            </dd>
          </>
        )}
        <dt className="basket-summary__payable">{t('cart:basket.payable')}</dt>
        <dd className="basket-summary__payable" data-rial={cart.payableRial}>
          <Price rial={cart.payableRial} productId={0} />
        </dd>
      </dl>
    </aside>
  );
}
