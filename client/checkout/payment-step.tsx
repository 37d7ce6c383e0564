import { useSelector } from '@xstate/react';
import { useTranslation } from '../i18n/react.tsx';
import { ApiError } from '../api/client.ts';
import type { CheckoutActor } from './checkout-runtime.ts';
import { LoginFirst } from './login-first.tsx';
import { InvoiceTo } from './invoice-to.tsx';
import { Price } from '../ui/price.tsx';
import { MixedText } from '../ui/mixed-text.tsx';
import { localDigits } from '../../shared/format.ts';
import { PickupPlace } from './pickup-place.tsx';
import { useLocale } from '../i18n/locale.ts';

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
      <ChosenSoFar actor={actor} />
      {(['online', 'cheque'] as const).map((m) => (
        <label key={m} className="checkout-option">
          <input
            type="radio"
            name="paymentMethod"
            value={m}
            checked={method === m}
            onChange={() => actor.send({ type: 'checkout.choosePayment', method: m })}
          />
          <span className="checkout-option__text">
            <strong>{t(`payment.${m}`)}</strong>
            <small>{m === 'online' ? t('payment.onlineHint') : t('payment.chequeHint')}</small>
          </span>
        </label>
      ))}
      {refusal && method === 'online' && (
        <p id="payment-error" className="field-error" role="alert">
          {refusal}{' '}
          <button type="button" className="button" onClick={() => actor.send({ type: 'checkout.choosePayment', method: 'cheque' })}>
            {t('payment.useCheque')}
          </button>
        </p>
      )}
      <InvoiceTo actor={actor} />
      <button
        type="button"
        className="button button--primary checkout-place"
        disabled={!method || placing}
        onClick={() => actor.send({ type: 'checkout.place' })}
      >
        {placing ? t('payment.placing') : t('payment.place')}
      </button>
    </fieldset>
  );
}

/** What the order will be, said once more before it is placed: how it goes, and where (or that it is picked up). */
function ChosenSoFar({ actor }: { actor: CheckoutActor }) {
  const { t } = useTranslation('checkout');
  const locale = useLocale();
  const delivery = useSelector(actor, (s) => s.context.deliveries.find((d) => d.id === s.context.cart?.deliveryId) ?? null);
  const address = useSelector(actor, (s) => s.context.addresses.find((a) => a.id === s.context.addressId) ?? null);
  if (!delivery) return null;
  return (
    <dl className="checkout-summary" aria-label={t('payment.summary')}>
      <dt>{t('payment.deliveryBy')}</dt>
      <dd>
        {delivery.name} — <Price rial={delivery.priceRial} productId={0} />
        {delivery.restOnArrival && ` · ${t('delivery.restOnArrival')}`}
      </dd>
      <dt>{t('payment.deliverTo')}</dt>
      <dd>
        {delivery.needsAddress && address ? (
          <>
            <bdi>
              <MixedText text={`${address.receiverName}، ${address.province}، ${address.city}، ${address.street}`} />
            </bdi>{' '}
            · <bdi dir="ltr">{localDigits(address.postalCode, locale)}</bdi>
          </>
        ) : (
          <PickupPlace />
        )}
      </dd>
    </dl>
  );
}
