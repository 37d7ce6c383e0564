import { useSelector } from '@xstate/react';
import { useTranslation } from 'react-i18next';
import type { CheckoutActor } from '../../checkout/checkout-runtime.ts';
import { Price } from '../ui/price.tsx';

/** Type 15 lists the delivery methods; choosing one is type 6 (and moves on). */
export function DeliveryStep({ actor }: { actor: CheckoutActor }) {
  const { t } = useTranslation('checkout');
  const deliveries = useSelector(actor, (s) => s.context.deliveries);
  const chosen = useSelector(actor, (s) => s.context.cart?.deliveryId ?? null);
  return (
    <fieldset className="checkout-step">
      <legend>{t('delivery.title')}</legend>
      {deliveries.map((d) => (
        <label key={d.id} className="checkout-option">
          <input type="radio" name="delivery" value={d.id} checked={chosen === d.id} onChange={() => actor.send({ type: 'checkout.chooseDelivery', deliveryId: d.id })} />
          <span className="checkout-option__text">
            <strong>{d.name}</strong> — <Price rial={d.priceRial} productId={0} />
            <small>{d.description}{d.needsAddress ? '' : ` · ${t('delivery.noAddress')}`}</small>
          </span>
        </label>
      ))}
    </fieldset>
  );
}
