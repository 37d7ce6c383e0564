import { useSelector } from '@xstate/react';
import { useTranslation } from '../i18n/react.tsx';
import { localDigits } from '../../shared/format.ts';
import { useLocale } from '../i18n/locale.ts';
import { AppLink } from '../ui/app-link.tsx';
import type { CheckoutActor } from './checkout-runtime.ts';

/**
 * "Invoice to" (issue #31): one of the customer's buyer profiles, copied onto the order for its official invoice, or
 * none (a plain invoice in the customer's name). Profiles are kept on /profile/.
 */
export function InvoiceTo({ actor }: { actor: CheckoutActor }) {
  const { t } = useTranslation('checkout');
  const locale = useLocale();
  const buyers = useSelector(actor, (s) => s.context.buyers);
  const buyerId = useSelector(actor, (s) => s.context.buyerId);
  return (
    <div className="field checkout-invoice-to">
      <label htmlFor="checkout-invoice-to">{t('payment.invoiceTo')}</label>
      <select
        id="checkout-invoice-to"
        name="buyerId"
        value={buyerId === null ? '' : String(buyerId)}
        onChange={(e) => actor.send({ type: 'checkout.chooseBuyer', buyerId: e.target.value ? Number(e.target.value) : null })}
      >
        <option value="">{t('payment.plainInvoice')}</option>
        {buyers.map((b) => (
          <option key={b.id} value={b.id}>
            {`${b.name} — ${t(b.kind === 'company' ? 'buyers.company' : 'buyers.person')} ${localDigits(b.nationalId, locale)}`}
          </option>
        ))}
      </select>
      <AppLink to="/profile/#profile-buyers" className="checkout-invoice-to__add">
        {t('payment.addBuyer')}
      </AppLink>
    </div>
  );
}
