import { useTranslation } from '../i18n/react.tsx';
import { formatNumber } from '../../shared/format.ts';
import { rialToToman } from '../../shared/money.ts';
import { useLocale } from '../i18n/locale.ts';
import { PriceInquiry } from './price-inquiry.tsx';

/** A price in Toman, or — when the product has none — the price-inquiry action leading to the contact page. */
export function Price({ rial, productId, productName }: { rial: number | null; productId: number; productName?: string }) {
  const { t } = useTranslation();
  const locale = useLocale();
  if (rial === null) return <PriceInquiry productId={productId} productName={productName} />;
  return (
    <span className="price">
      <bdi>{formatNumber(rialToToman(rial), locale)}</bdi> <span className="price__unit">{t('money.toman')}</span>
    </span>
  );
}
