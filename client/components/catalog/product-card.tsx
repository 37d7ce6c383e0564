import { useTranslation } from 'react-i18next';
import type { ProductSummary } from '../../../shared/contracts/catalog.ts';
import { productPath } from '../../../shared/routes.ts';
import { AppLink } from '../ui/app-link.tsx';
import { Picture } from '../ui/picture.tsx';
import { Price } from '../ui/price.tsx';
import { AddToCartButton } from './add-to-cart-button.tsx';

export function ProductCard({ product }: { product: ProductSummary }) {
  const { t } = useTranslation();
  return (
    <article className="card product-card">
      <AppLink to={productPath(product.id, product.label)} className="card__link">
        <Picture picture={product.picture} sizes="(min-width: 1024px) 240px, 45vw" className="card__image" />
        <h3 className="card__title">{product.name}</h3>
      </AppLink>
      <p className="product-card__meta">
        {product.brand && <span>{product.brand.name}</span>} <bdi dir="ltr" className="code">{product.code}</bdi>
      </p>
      <div className="product-card__foot">
        <span>
          {product.priceFrom && product.priceRial !== null && <span className="price__from">{t('cart:from')} </span>}
          <Price rial={product.priceRial} productId={product.id} />
        </span>
        {!product.inStock && <span className="badge badge--muted">{t('product.outOfStock')}</span>}
        {product.buyItemId !== null && <AddToCartButton itemId={product.buyItemId} name={product.name} compact />}
      </div>
    </article>
  );
}

export function ProductGrid({ products }: { products: ProductSummary[] }) {
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
