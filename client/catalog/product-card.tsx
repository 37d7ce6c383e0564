import { useTranslation } from '../i18n/react.tsx';
import type { ProductCardData } from './card-data.ts';
import { productPath } from '../../shared/routes.ts';
import { AppLink } from '../ui/app-link.tsx';
import { Picture } from '../ui/picture.tsx';
import { Price } from '../ui/price.tsx';
import { MixedText } from '../ui/mixed-text.tsx';
import { LikeButton } from './like-button.tsx';
import { AddToCartButton } from '../cart/add-to-cart-button.tsx';
import { ITEM_PICKER_ID } from './buy-box.tsx';
import { Icon } from '../ui/icon.tsx';
import { useLocale } from '../i18n/locale.ts';
import { formatNumber } from '../../shared/format.ts';
import { averageRating, formatRating, type RatingSummary } from '../../shared/rating.ts';
import { CompareSlot } from '../compare/compare-slot.tsx';

export function ProductCard({ product }: { product: ProductCardData }) {
  const { t } = useTranslation();
  return (
    <article className="card product-card">
      <AppLink to={productPath(product.id, product.label)} className="card__link">
        <Picture picture={product.picture} sizes="(min-width: 1024px) 240px, 45vw" className="card__image" alt="" />
        <h3 className="card__title">
          <MixedText text={product.name} />
        </h3>
      </AppLink>
      <CompareSlot productId={product.id} name={product.name} place="card" />
      <p className="product-card__meta">
        {product.brand && (
          <span>
            <MixedText text={product.brand.name} />
          </span>
        )}{' '}
        <bdi dir="ltr" className="code">
          {product.code}
        </bdi>
        {product.rating && <CardRating rating={product.rating} />}
      </p>
      <div className="product-card__foot">
        <span>
          {product.priceFrom && product.priceRial !== null && <span className="price__from">{t('cart:from')} </span>}
          <Price rial={product.priceRial} productId={product.id} />
        </span>
        {!product.inStock && <span className="badge badge--muted">{t('product.outOfStock')}</span>}
        <LikeButton productId={product.id} name={product.name} />
        {product.buyItemId !== null &&
          (product.hasModels ? <ChooseModelLink product={product} /> : <AddToCartButton itemId={product.buyItemId} name={product.name} compact />)}
      </div>
    </article>
  );
}

/** The average and count of a card's reviews (issue 33), on its meta line: text alone, no rule of its own. */
function CardRating({ rating }: { rating: RatingSummary }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const average = formatRating(averageRating(rating), locale);
  return <span>{`★ ${t('product.reviews.outOf', { rating: average })} (${formatNumber(rating[1], locale)})`}</span>;
}

/**
 * The card's cart button for a product sold in models: which one is the visitor's to say, so it opens the product at
 * its model picker (ITEM_PICKER_ID) instead of adding the cheapest.
 */
function ChooseModelLink({ product }: { product: ProductCardData }) {
  const { t } = useTranslation();
  const label = t('cart:chooseModelOf', { name: product.name });
  return (
    <AppLink
      to={`${productPath(product.id, product.label)}#${ITEM_PICKER_ID}`}
      className="button button--primary add-to-cart add-to-cart--compact"
      aria-label={label}
      title={label}
    >
      <Icon name="cart" size={20} />
    </AppLink>
  );
}

export function ProductGrid({ products }: { products: ProductCardData[] }) {
  const { t } = useTranslation();
  if (products.length === 0) return <p className="empty">{t('catalog.empty')}</p>;
  return (
    <div className="grid grid--products">
      {products.map((p) => (
        <ProductCard key={p.id} product={p} />
      ))}
    </div>
  );
}
