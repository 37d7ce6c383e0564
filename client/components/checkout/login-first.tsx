import { useTranslation } from 'react-i18next';
import { AppLink } from '../ui/app-link.tsx';

/** A visitor who reaches a personal step logs in first and comes back to it (the login page returns to `returnUrl`). */
export function LoginFirst({ step }: { step: string }) {
  const { t } = useTranslation('checkout');
  const back = `/basket/?step=${step}`;
  return (
    <div className="checkout-step checkout-login">
      <p>{t('payment.loginHint')}</p>
      <AppLink to={`/loginRegister/?returnUrl=${encodeURIComponent(back)}`} className="button button--primary">{t('payment.loginFirst')}</AppLink>
    </div>
  );
}
