import { useTranslation } from 'react-i18next';
import { AppLink } from '../ui/app-link.tsx';
import { Icon } from '../ui/icon.tsx';

/** The header's account: a link to log in. The auth branch replaces this with the signed-in name and its menu. */
export function HeaderAccount() {
  const { t } = useTranslation('storefront');
  return (
    <AppLink to="/loginRegister/" className="header-icon">
      <Icon name="user" />
      <span className="header-icon__text">{t('header.account')}</span>
    </AppLink>
  );
}
