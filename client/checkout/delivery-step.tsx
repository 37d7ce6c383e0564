import { useSelector } from '@xstate/react';
import { useTranslation } from '../i18n/react.tsx';
import type { CheckoutActor } from './checkout-runtime.ts';
import { Price } from '../ui/price.tsx';
import { PickupPlace } from './pickup-place.tsx';
import { StepForward } from './step-forward.tsx';

/**
 * Type 15 lists the delivery methods; choosing one is type 6. Only Next moves on, as on the payment step: a keyboard
 * user's arrow keys change the option, and must let them look through the methods (WCAG 3.2.2, on input).
 */
export function DeliveryStep({ actor }: { actor: CheckoutActor }) {
  const { t } = useTranslation('checkout');
  const deliveries = useSelector(actor, (s) => s.context.deliveries);
  const chosen = useSelector(actor, (s) => s.context.cart?.deliveryId ?? null);
  return (
    <fieldset className="checkout-step">
      <legend>{t('delivery.title')}</legend>
      {deliveries.map((d) => (
        <label key={d.id} className="checkout-option">
          <input
            type="radio"
            name="delivery"
            value={d.id}
            checked={chosen === d.id}
            onChange={() => actor.send({ type: 'checkout.chooseDelivery', deliveryId: d.id })}
          />
          <span className="checkout-option__text">
            {/* One line: the text is a column of lines, and the dash must not stand on one of its own. */}
            <span>
              <strong>{d.name}</strong> — <Price rial={d.priceRial} productId={0} />
            </span>
            <small>
              {d.description}
              {d.needsAddress ? '' : ` · ${t('delivery.noAddress')}`}
            </small>
            {d.restOnArrival && <small>{t('delivery.restOnArrival')}</small>}
            {!d.needsAddress && (
              <small className="checkout-option__office">
                <PickupPlace named={false} />
              </small>
            )}
          </span>
        </label>
      ))}
      {chosen !== null && <StepForward actor={actor} />}
    </fieldset>
  );
}
