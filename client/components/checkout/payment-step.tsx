import { useSelector } from '@xstate/react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../api/client.ts';
import type { CheckoutActor } from '../../checkout/checkout-runtime.ts';
import { LoginFirst } from './login-first.tsx';

/**
 * Online or Sayad cheque, then type 11; a visitor not signed in logs in first and comes back here. An amount the
 * gateway does not take is said under the choices, with the cheque offered in one tap.
 */
export function PaymentStep({ actor }: { actor: CheckoutActor }) {
  const { t } = useTranslation('checkout');
  const signedIn = useSelector(actor, (s) => s.context.signedIn);
  const method = useSelector(actor, (s) => s.context.paymentMethod);
  const placing = useSelector(actor, (s) => s.matches('placing') || s.matches('placed'));
  const error = useSelector(actor, (s) => s.context.error);
  const refusal = error instanceof ApiError ? error.messages.find((m) => m.item2 === 'paymentMethod')?.item1 : undefined;
  if (!signedIn) return <LoginFirst step="payment" />;
  return (
    <fieldset className="checkout-step" disabled={placing}>
      <legend>{t('payment.title')}</legend>
      {(['online', 'cheque'] as const).map((m) => (
        <label key={m} className="checkout-option">
          <input type="radio" name="paymentMethod" value={m} checked={method === m} onChange={() => actor.send({ type: 'checkout.choosePayment', method: m })} />
          <span className="checkout-option__text">
            <strong>{t(`payment.${m}`)}</strong>
            <small>{m === 'online' ? t('payment.onlineHint') : t('payment.chequeHint')}</small>
          </span>
        </label>
      ))}
      {refusal && method === 'online' && (
        <p id="payment-error" className="field-error" role="alert">
          {refusal}{' '}
          <button type="button" className="button" onClick={() => actor.send({ type: 'checkout.choosePayment', method: 'cheque' })}>{t('payment.useCheque')}</button>
        </p>
      )}
      <button type="button" className="button button--primary checkout-place" disabled={!method || placing} onClick={() => actor.send({ type: 'checkout.place' })}>
        {placing ? t('payment.placing') : t('payment.place')}
      </button>
    </fieldset>
  );
}
