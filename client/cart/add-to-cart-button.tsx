import { useTranslation } from '../i18n/react.tsx';
import { sendToCart } from './cart-bridge.ts';
import { Icon } from '../ui/icon.tsx';

/**
 * "Add to cart" for one item: the cart machine loads on the first tap if it is not running yet. A card shows the
 * icon alone, named for screen readers with the product's name.
 */
export function AddToCartButton({ itemId, name, compact = false }: { itemId: number; name: string; compact?: boolean }) {
  const { t } = useTranslation();
  return (
    <button
      type="button"
      className={`button button--primary add-to-cart${compact ? ' add-to-cart--compact' : ''}`}
      onClick={() => sendToCart({ type: 'cart.add', productItemId: itemId })}
      aria-label={compact ? t('cart:addNamed', { name }) : undefined}
      data-item={itemId}
    >
      <Icon name="cart" size={compact ? 20 : 22} />
      {!compact && t('cart:add')}
    </button>
  );
}
