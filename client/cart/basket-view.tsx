import { useSelector } from '@xstate/react';
import { useTranslation } from '../i18n/react.tsx';
import type { CartActor } from './cart-runtime.ts';
import { AppLink } from '../ui/app-link.tsx';
import { BasketLine } from './basket-line.tsx';
import { BasketSummary } from './basket-summary.tsx';

/** The lines of the cart and its totals, or the empty state that leads back to the catalogue. */
export function BasketView({ actor }: { actor: CartActor }) {
  const { t } = useTranslation();
  const cart = useSelector(actor, (s) => s.context.cart);
  const busy = useSelector(actor, (s) => !s.matches({ ready: 'idle' }));
  const offline = useSelector(actor, (s) => s.context.offline);
  if (!cart)
    return (
      <p className="basket__loading" role="status">
        {t('cart:basket.loading')}
      </p>
    );
  if (cart.cartItems.length === 0) {
    return (
      <section className="basket-empty">
        <h2>{t('cart:basket.empty')}</h2>
        <p>{t('cart:basket.emptyHint')}</p>
        <AppLink to="/cat/" className="button button--primary">
          {t('cart:basket.browse')}
        </AppLink>
      </section>
    );
  }
  return (
    <>
      {offline && (
        <p className="basket__offline" role="status">
          {t('cart:basket.offline')}
        </p>
      )}
      <div className="basket" aria-busy={busy}>
        <ul className="basket__lines">
          {cart.cartItems.map((line) => (
            <BasketLine
              key={line.id}
              line={line}
              readOnly={offline}
              onCount={(count) => actor.send({ type: 'cart.setCount', productItemId: line.productItemId, count })}
              onRemove={() => actor.send({ type: 'cart.remove', productItemId: line.productItemId })}
            />
          ))}
        </ul>
        <BasketSummary cart={cart} />
      </div>
    </>
  );
}
