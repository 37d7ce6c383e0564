import { useTranslation } from '../i18n/react.tsx';

/**
 * Where and when a pickup order is collected: the office's address and hours, as the footer and contact page name
 * them. `named` leads with "pickup at our office" (the order and payment summaries); the delivery option has its name.
 */
export function PickupPlace({ named = true }: { named?: boolean }) {
  const { t } = useTranslation(['checkout', 'common']);
  const place = { address: t('common:contact.address'), hours: t('common:contact.hours') };
  return <>{t(named ? 'checkout:order.pickupAt' : 'checkout:order.officeAt', place)}</>;
}
