import { useTranslation } from '../i18n/react.tsx';
import { AppLink } from './app-link.tsx';
import { MixedText } from './mixed-text.tsx';
import { JsonLd, useSeoContext } from '../seo/json-ld.tsx';
import type { Crumb } from '../seo/structured-data.ts';

export type { Crumb };

/** Home › … › the current page (the last crumb is not a link), with the same trail as a BreadcrumbList for crawlers. */
export function Breadcrumbs({ items }: { items: Crumb[] }) {
  const { t } = useTranslation();
  const seo = useSeoContext();
  const all: Crumb[] = [{ label: t('nav.home'), to: '/' }, ...items];
  return (
    <nav aria-label={t('nav.breadcrumbs')} className="breadcrumbs">
      <ol>
        {all.map((c, i) => (
          <li key={i}>
            {c.to && i < all.length - 1 ? (
              <AppLink to={c.to}>
                <MixedText text={c.label} />
              </AppLink>
            ) : (
              <span aria-current="page">
                <MixedText text={c.label} />
              </span>
            )}
          </li>
        ))}
      </ol>
      <JsonLd build={(b) => b.breadcrumbListJsonLd(seo, all)} />
    </nav>
  );
}
