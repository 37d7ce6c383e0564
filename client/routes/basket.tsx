import '../common.ts';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageMeta } from '../components/site/page-meta.tsx';
import { PageTitle } from '../components/ui/page-title.tsx';
import { BasketView } from '../components/cart/basket-view.tsx';
import type { CartActor } from '../cart/cart-runtime.ts';

/**
 * The cart page (/basket/). The cart is personal: the server renders the same frame for everyone (no loader), and the
 * browser fills it from the page's cart machine, read fresh on arrival.
 */
export function Component() {
  const { t } = useTranslation(['content', 'common']);
  const [actor, setActor] = useState<CartActor | null>(null);
  useEffect(() => {
    let live = true;
    void import('../cart/cart-runtime.ts').then(({ cartActor }) => {
      if (!live) return;
      const cart = cartActor();
      cart.send({ type: 'cart.refresh' });
      setActor(cart);
    });
    return () => void (live = false);
  }, []);
  const title = t('screens.basket.title');
  return (
    <main className="container">
      <PageMeta title={title} description={t('screens.basket.description')} />
      <PageTitle title={title} crumbs={[{ label: title }]} />
      {actor ? <BasketView actor={actor} /> : <p className="basket__loading" role="status">{t('cart:basket.loading')}</p>}
    </main>
  );
}
