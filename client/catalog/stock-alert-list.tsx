import { Form, useNavigation } from 'react-router';
import { useTranslation } from '../i18n/react.tsx';
import type { StockAlert } from '../../shared/contracts/stock-alerts.ts';
import { productPath } from '../../shared/routes.ts';
import { AppLink } from '../ui/app-link.tsx';
import { MixedText } from '../ui/mixed-text.tsx';

/** The intent of the profile's form that takes an alert back (routes/profile.tsx's action). */
export const REMOVE_STOCK_ALERT = 'stock-alert-delete';

/** The profile's list of items the customer waits for, each with a remove button (a plain form without JavaScript). */
export function StockAlertList({ alerts }: { alerts: StockAlert[] }) {
  const { t } = useTranslation('checkout');
  const removing = useNavigation().formData;
  return (
    <section aria-labelledby="profile-stock-alerts">
      <h2 id="profile-stock-alerts">{t('profile.stockAlerts')}</h2>
      {alerts.length === 0 ? (
        <p>{t('profile.noStockAlerts')}</p>
      ) : (
        <ul className="profile__stock-alerts">
          {alerts.map((a) => {
            const name = a.itemName ? `${a.productName} – ${a.itemName}` : a.productName;
            const busy = removing?.get('intent') === REMOVE_STOCK_ALERT && removing.get('productItemId') === String(a.productItemId);
            return (
              <li key={a.productItemId}>
                <AppLink to={`${productPath(a.productId, a.label)}?item=${a.productItemId}`}>
                  <MixedText text={name} />
                </AppLink>
                <Form method="post">
                  <input type="hidden" name="intent" value={REMOVE_STOCK_ALERT} />
                  <input type="hidden" name="productItemId" value={a.productItemId} />
                  <button type="submit" className="button button--link" disabled={busy} aria-label={t('profile.removeStockAlertLabel', { name })}>
                    {t('profile.removeStockAlert')}
                  </button>
                </Form>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
