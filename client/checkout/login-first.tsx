import { useTranslation } from '../i18n/react.tsx';
import { AppLink } from '../ui/app-link.tsx';
import { loginLink } from '../auth/session.ts';
import { useLocalizedPath } from '../i18n/locale.ts';

/**
 * A visitor who reaches a personal step logs in first and comes back to it, in the page's language: the login page
 * returns to the address its link remembers (loginLink).
 */
export function LoginFirst({ step }: { step: string }) {
  const { t } = useTranslation('checkout');
  const localized = useLocalizedPath();
  return (
    <div className="checkout-step checkout-login">
      <p>{t('payment.loginHint')}</p>
      <AppLink to={loginLink(localized(`/basket/?step=${step}`))} className="button button--primary">
        {t('payment.loginFirst')}
      </AppLink>
    </div>
  );
}
