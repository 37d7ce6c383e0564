import { useTranslation } from '../i18n/react.tsx';
import type { CategoryCardData } from '../catalog/card-data.ts';
import { categoryPath } from '../../shared/routes.ts';
import { formatNumber } from '../../shared/format.ts';
import { useLocale } from '../i18n/locale.ts';
import { AppLink } from './app-link.tsx';
import { Picture } from './picture.tsx';
import { MixedText } from './mixed-text.tsx';

/** A product group as a card: picture, name, and how many products it holds. */
export function CategoryBox({ category, level = 3 }: { category: CategoryCardData; level?: 2 | 3 }) {
  const Heading = level === 2 ? 'h2' : 'h3';
  const { t } = useTranslation();
  const locale = useLocale();
  return (
    <article className="card category-box">
      <AppLink to={categoryPath(category.label)} className="card__link">
        <Picture picture={category.picture} sizes="(min-width: 1024px) 280px, 45vw" className="card__image card__image--wide" alt="" />
        <Heading className="card__title">
          <MixedText text={category.name} />
        </Heading>
      </AppLink>
      <p className="card__meta">{t('catalog.productCount', { count: category.productCount, formatted: formatNumber(category.productCount, locale) })}</p>
    </article>
  );
}
