import { useState } from 'react';
import { useSelector } from '@xstate/react';
import { useTranslation } from '../i18n/react.tsx';
import { formatNumber } from '../../shared/format.ts';
import { rialToToman } from '../../shared/money.ts';
import { ApiError } from '../api/client.ts';
import type { CheckoutActor } from './checkout-runtime.ts';
import { useLocale } from '../i18n/locale.ts';

/** Type 7 applies a code (the reason a code is refused shows under it), 8 removes it; "no code" moves on. */
export function DiscountStep({ actor }: { actor: CheckoutActor }) {
  const { t } = useTranslation('checkout');
  const locale = useLocale();
  const discountRial = useSelector(actor, (s) => s.context.cart?.discountRial ?? 0);
  const error = useSelector(actor, (s) => s.context.error);
  const [code, setCode] = useState('');
  const refusal = error instanceof ApiError ? error.messages.find((m) => m.item2 === 'discountCode')?.item1 : undefined;
  return (
    <fieldset className="checkout-step">
      <legend>{t('discount.title')}</legend>
      {discountRial > 0 ? (
        <p className="notice notice--success" role="status">
          {t('discount.applied', { amount: formatNumber(rialToToman(discountRial), locale) })}{' '}
          <button type="button" className="button" onClick={() => actor.send({ type: 'checkout.removeDiscount' })}>
            {t('discount.remove')}
          </button>
        </p>
      ) : (
        <form
          className="discount-form"
          onSubmit={(e) => {
            e.preventDefault();
            if (code.trim()) actor.send({ type: 'checkout.applyDiscount', code });
          }}
        >
          <label htmlFor="discount-code">{t('discount.code')}</label>
          <input
            id="discount-code"
            name="discountCode"
            dir="ltr"
            value={code}
            onChange={(e) => setCode(e.target.value)}
            autoComplete="off"
            aria-invalid={Boolean(refusal)}
            aria-describedby={refusal ? 'discount-error' : undefined}
          />
          <button type="submit" className="button">
            {t('discount.apply')}
          </button>
          {refusal && (
            <p id="discount-error" className="field-error" role="alert">
              {refusal}
            </p>
          )}
        </form>
      )}
      <button type="button" className="button button--primary" onClick={() => actor.send({ type: 'checkout.next' })}>
        {discountRial > 0 ? t('next') : t('discount.skip')}
      </button>
    </fieldset>
  );
}
