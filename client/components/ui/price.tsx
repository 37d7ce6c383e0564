import { useTranslation } from 'react-i18next';
import { formatNumber, rialToToman } from '../../../shared/format.ts';
import { useLocale } from '../../locale.ts';
import { AppLink } from './app-link.tsx';

/** A price in Toman, or — when the product has none — the price-inquiry action leading to the contact page. */
export function Price({ rial, productId }: { rial: number | null; productId: number }) {
  const { t } = useTranslation();
  const locale = useLocale();
  if (rial === null) {
    return (
      <AppLink className="price price--inquiry" to={`/st/contactus/?product=${productId}`}>
        {t('product.priceInquiry')}
      </AppLink>
    );
  }
  return (
    <span className="price">
      <bdi>{formatNumber(rialToToman(rial), locale)}</bdi> <span className="price__unit">{t('money.toman')}</span>
    </span>
  );
}
