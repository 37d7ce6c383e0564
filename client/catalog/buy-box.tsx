import { useSearchParams } from 'react-router';
import { useTranslation } from '../i18n/react.tsx';
import type { ProductInfo } from '../../shared/contracts/catalog.ts';
import { formatNumber } from '../../shared/format.ts';
import { useLocale } from '../i18n/locale.ts';
import { Price } from '../ui/price.tsx';
import { AddToCartButton } from '../cart/add-to-cart-button.tsx';
import { StockAlertButton } from './stock-alert-button.tsx';

/** The URL query parameter that keeps the chosen item, so a reload or a shared link shows the same variant. */
export const ITEM_PARAM = 'item';
/** The model picker's id: a product card of a product with models links to it. */
export const ITEM_PICKER_ID = 'models';

/** The item the address names (`?item=`), else the first in stock, else the first: the page's table and name follow it. */
export function useChosenItem(product: ProductInfo) {
  const [params] = useSearchParams();
  const asked = Number(params.get(ITEM_PARAM));
  return product.items.find((i) => i.id === asked) ?? product.items.find((i) => i.inStock) ?? product.items[0];
}

/**
 * The product page's price, stock and "add to cart" for the chosen item; with several items, a picker whose choice
 * lives in the URL (`?item=`). The first item in stock is chosen when the URL names none (or one that is gone).
 */
export function BuyBox({ product }: { product: ProductInfo }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const [, setParams] = useSearchParams();
  const item = useChosenItem(product);
  const name = item?.title ?? product.name;
  const choose = (id: number) => setParams((p) => (p.set(ITEM_PARAM, String(id)), p), { replace: true, preventScrollReset: true });
  if (!item) return null;
  return (
    <>
      {product.items.length > 1 && (
        <fieldset className="item-picker" id={ITEM_PICKER_ID}>
          <legend>{t('cart:chooseItem')}</legend>
          {product.items.map((i) => (
            <label key={i.id} className={`item-picker__option${i.inStock ? '' : ' item-picker__option--out'}`}>
              <input type="radio" name={ITEM_PARAM} value={i.id} checked={i.id === item.id} onChange={() => choose(i.id)} />
              <span>{i.name}</span>
            </label>
          ))}
        </fieldset>
      )}
      <Price rial={item.priceRial} productId={product.id} productName={name} />
      <p className={item.inStock ? 'stock stock--in' : 'stock stock--out'} aria-live="polite">
        {item.inStock ? t('product.inStock', { count: item.stock, formatted: formatNumber(item.stock, locale) }) : t('product.outOfStock')}
      </p>
      {item.priceRial !== null && item.inStock && <AddToCartButton itemId={item.id} name={name} />}
      {!item.inStock && <StockAlertButton itemId={item.id} />}
    </>
  );
}
