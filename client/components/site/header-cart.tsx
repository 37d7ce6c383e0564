import { useTranslation } from 'react-i18next';
import { AppLink } from '../ui/app-link.tsx';
import { Icon } from '../ui/icon.tsx';

/** The header's cart: a link to the basket, named "cart". The cart branch replaces this with the one that counts. */
export function HeaderCart() {
  const { t } = useTranslation('storefront');
  return (
    <AppLink to="/basket/" className="header-icon">
      <Icon name="cart" />
      <span className="header-icon__text">{t('header.cart')}</span>
    </AppLink>
  );
}
