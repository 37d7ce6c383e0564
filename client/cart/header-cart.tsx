import { useSyncExternalStore } from 'react';
import { useTranslation } from '../i18n/react.tsx';
import { formatNumber } from '../../shared/format.ts';
import { useLocale } from '../i18n/locale.ts';
import { cartCountStore } from './cart-bridge.ts';
import { AppLink } from '../ui/app-link.tsx';
import { Icon } from '../ui/icon.tsx';

/** The header's cart link with the number of pieces in the cart; the count is personal, so only the browser shows it. */
export function HeaderCart() {
  const { t } = useTranslation();
  const locale = useLocale();
  const count = useSyncExternalStore(cartCountStore.subscribe, cartCountStore.get, () => null);
  return (
    <AppLink to="/basket/" className="header-icon header-cart">
      <Icon name="cart" />
      <span className="header-icon__text">{t('nav.cart')}</span>
      {count ? (
        <bdi className="header-cart__count" data-testid="cart-count">
          {formatNumber(count, locale)}
        </bdi>
      ) : null}
    </AppLink>
  );
}
