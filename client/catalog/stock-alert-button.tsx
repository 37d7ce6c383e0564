import { useLocation } from 'react-router';
import { useTranslation } from '../i18n/react.tsx';
import { useLocale } from '../i18n/locale.ts';
import { loginLink, useSession } from '../auth/session.ts';
import { AppLink } from '../ui/app-link.tsx';

/**
 * "Text me when it is back" on an item that is out of stock (issue #32). Everyone's HTML (the page is cached) has the
 * visitor's login link; the signed-in customer's state comes from the session's user (loaded after hydration on a
 * shared page), a toggle of one tap. The call is a chunk loaded on the first tap.
 */
export function StockAlertButton({ itemId }: { itemId: number }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const { pathname, search } = useLocation();
  const { user } = useSession();
  if (!user) {
    return (
      <AppLink to={loginLink(pathname + search)} className="button stock-alert" rel="nofollow">
        {t('product.notifyMe')}
      </AppLink>
    );
  }
  const on = user.stockAlertItemIds.includes(itemId);
  const toggle = () => void import('./stock-alert-call.ts').then((m) => m.setStockAlert(locale, itemId, !on, t('like.failed')));
  return (
    <>
      <button type="button" className="button stock-alert" aria-pressed={on} onClick={toggle}>
        {t(on ? 'product.notifyCancel' : 'product.notifyMe')}
      </button>
      {on && (
        <p className="stock-alert__note" role="status">
          {t('product.notifyOn')}
        </p>
      )}
    </>
  );
}
