import { useTranslation } from '../i18n/react.tsx';
import { AppLink } from './app-link.tsx';

/** For a product without a price: a link to the contact page that names the product, so the request arrives ready. */
export function PriceInquiry({ productId, productName }: { productId: number; productName?: string }) {
  const { t } = useTranslation();
  const params = new URLSearchParams({ product: String(productId) });
  if (productName) params.set('title', productName);
  return (
    <>
      <AppLink className="price price--inquiry" to={`/st/contactus/?${params}`}>
        {t('product.priceInquiry')}
      </AppLink>{' '}
      <AppLink className="price price--quote" to={`/profile/quotes/new/?product=${productId}`}>
        {t('product.requestQuote')}
      </AppLink>
    </>
  );
}
