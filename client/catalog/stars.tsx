import { useTranslation } from '../i18n/react.tsx';
import { useLocale } from '../i18n/locale.ts';
import { BEST_RATING, formatRating } from '../../shared/rating.ts';

/**
 * A rating as five stars, the lit ones to the nearest whole (issue 33). People who do not see them hear "4.5 of 5":
 * the stars are a picture whose name is that text.
 */
export function Stars({ rating, className = '' }: { rating: number; className?: string }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const lit = Math.round(rating);
  return (
    <span className={`stars ${className}`} role="img" aria-label={t('product.reviews.outOf', { rating: formatRating(rating, locale) })}>
      {'★'.repeat(lit)}
      <span className="stars__off">{'★'.repeat(BEST_RATING - lit)}</span>
    </span>
  );
}
