import { useTranslation } from '../i18n/react.tsx';
import { useSite } from '../shell/site.ts';

/**
 * Where and when a pickup order is collected: the office's address and hours, as the footer and contact page name
 * them (the address is the back office's settings'; the pickup hours are checkout's own words). `named` leads with "pickup at our office" (the order and payment summaries); the delivery option has its name.
 */
export function PickupPlace({ named = true }: { named?: boolean }) {
  const { t } = useTranslation(['checkout', 'common']);
  const place = { address: useSite().contact.address, hours: t('common:contact.hours') };
  return <>{t(named ? 'checkout:order.pickupAt' : 'checkout:order.officeAt', place)}</>;
}
