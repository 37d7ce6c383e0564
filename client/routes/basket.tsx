import { useEffect, useState } from 'react';
import { useSelector } from '@xstate/react';
import { useTranslation } from '../i18n/react.tsx';
import { PageMeta } from '../shell/page-meta.tsx';
import { AppLink } from '../ui/app-link.tsx';
import { PageTitle } from '../ui/page-title.tsx';
import type { CartActor } from '../cart/cart-runtime.ts';
import type { CheckoutActor } from '../checkout/checkout-runtime.ts';
import type { ComponentType } from 'react';

type Panel = ComponentType<{ cart: CartActor; checkout: CheckoutActor }>;

/**
 * The cart page (/basket/), which is also the checkout. The cart is personal: the server renders the same frame for
 * everyone (no loader), and the browser fills it from the page's cart and checkout machines, loaded after hydration.
 */
/**
 * A project's buyer asks for a priced quote of the same lines instead (issue 31). Only beside lines to quote: an empty
 * basket keeps the room its "loading" held, so the footer does not move.
 */
function QuoteLink({ cart }: { cart: CartActor }) {
  const { t } = useTranslation();
  const lines = useSelector(cart, (s) => s.context.cart?.cartItems.length ?? 0);
  if (lines === 0) return null;
  return (
    <p className="basket__quote">
      <AppLink to="/profile/quotes/new/?items=cart">{t('cart:basket.requestQuote')}</AppLink>
    </p>
  );
}

export function Component() {
  const { t } = useTranslation(['content', 'common']);
  const [ready, setReady] = useState<{ cart: CartActor; checkout: CheckoutActor; Panel: Panel } | null>(null);
  useEffect(() => {
    let live = true;
    // The machines and the panel load after the page, each a lazy chunk (what they share with every page stays in the
    // shared chunk: scripts/shared-chunk.ts).
    void Promise.all([import('../cart/cart-runtime.ts'), import('../checkout/checkout-runtime.ts'), import('../checkout/checkout-panel.tsx')]).then(
      ([{ cartActor }, { startCheckout }, { CheckoutPanel }]) => {
        if (!live) return;
        const cart = cartActor();
        cart.send({ type: 'cart.refresh' });
        setReady({ cart, checkout: startCheckout(new URLSearchParams(window.location.search).get('step')), Panel: CheckoutPanel });
      },
    );
    return () => void (live = false);
  }, []);
  const title = t('screens.basket.title');
  return (
    <main className="container">
      <PageMeta title={title} description={t('screens.basket.description')} />
      <PageTitle title={title} crumbs={[{ label: title }]} />
      {ready ? (
        <>
          <ready.Panel cart={ready.cart} checkout={ready.checkout} />
          <QuoteLink cart={ready.cart} />
        </>
      ) : (
        <p className="basket__loading" role="status">
          {t('cart:basket.loading')}
        </p>
      )}
    </main>
  );
}
