import { useTranslation } from 'react-i18next';
import { AppLink } from './app-link.tsx';

export interface Crumb {
  label: string;
  to?: string;
}

/** Home › … › the current page (the last crumb is not a link). */
export function Breadcrumbs({ items }: { items: Crumb[] }) {
  const { t } = useTranslation();
  const all: Crumb[] = [{ label: t('nav.home'), to: '/' }, ...items];
  return (
    <nav aria-label={t('nav.breadcrumbs')} className="breadcrumbs">
      <ol>
        {all.map((c, i) => (
          <li key={i}>
            {c.to && i < all.length - 1 ? <AppLink to={c.to}>{c.label}</AppLink> : <span aria-current="page">{c.label}</span>}
          </li>
        ))}
      </ol>
    </nav>
  );
}
