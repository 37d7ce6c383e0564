import { useTranslation } from '../i18n/react.tsx';
import type { CartLine } from '../../shared/contracts/cart.ts';
import { productPath } from '../../shared/routes.ts';
import { formatNumber } from '../../shared/format.ts';
import { useLocale } from '../i18n/locale.ts';
import { AppLink } from '../ui/app-link.tsx';
import { Picture } from '../ui/picture.tsx';
import { Price } from '../ui/price.tsx';

/**
 * One line of the cart: the product and its item, the unit price, a count stepper (1…stock), delete and the line total.
 * A line the server marks unavailable (sold out, or fewer left than its count) says so and what to do; its total is
 * struck through, as the server left it out of the cart's total.
 * `readOnly` (the cart's saved copy, shown offline) shows the count without the controls.
 */
export function BasketLine({
  line,
  onCount,
  onRemove,
  readOnly = false,
}: {
  line: CartLine;
  onCount: (count: number) => void;
  onRemove: () => void;
  readOnly?: boolean;
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  const fullName = line.itemName ? `${line.name} — ${line.itemName}` : line.name;
  const href = productPath(line.productId, line.label) + (line.itemName ? `?item=${line.productItemId}` : '');
  return (
    <li className={line.available ? 'basket-line' : 'basket-line basket-line--unavailable'} data-item={line.productItemId}>
      <Picture picture={line.picture} sizes="96px" className="basket-line__image" />
      <div className="basket-line__info">
        <AppLink to={href} className="basket-line__name">
          {line.name}
        </AppLink>
        {line.itemName && <p className="basket-line__item">{line.itemName}</p>}
        <p className="basket-line__unit">
          {t('cart:basket.unitPrice')}: <Price rial={line.unitPriceRial} productId={line.productId} />
        </p>
        {!line.available && (
          <p className="basket-line__problem" id={`basket-line-problem-${line.productItemId}`}>
            {line.stock > 0 ? t('cart:basket.fewerLeft', { left: formatNumber(line.stock, locale) }) : t('cart:basket.soldOut')}
          </p>
        )}
      </div>
      <div className="basket-line__controls">
        <div className="stepper" role="group" aria-label={t('cart:basket.count')}>
          {!readOnly && (
            <button
              type="button"
              className="stepper__button"
              aria-label={t('cart:basket.less', { name: fullName })}
              disabled={line.count <= 1}
              onClick={() => onCount(line.count - 1)}
            >
              −
            </button>
          )}
          <output className="stepper__count" aria-live="polite">
            <bdi>{formatNumber(line.count, locale)}</bdi>
          </output>
          {!readOnly && (
            <button
              type="button"
              className="stepper__button"
              aria-label={t('cart:basket.more', { name: fullName })}
              disabled={line.count >= line.stock}
              onClick={() => onCount(line.count + 1)}
            >
              +
            </button>
          )}
        </div>
        {!readOnly && (
          <button
            type="button"
            className="basket-line__remove"
            aria-label={t('cart:basket.remove', { name: fullName })}
            aria-describedby={line.available ? undefined : `basket-line-problem-${line.productItemId}`}
            onClick={onRemove}
          >
            {t('cart:basket.removeShort')}
          </button>
        )}
      </div>
      <p className="basket-line__total">
        <Price rial={line.lineRial} productId={line.productId} />
      </p>
    </li>
  );
}
