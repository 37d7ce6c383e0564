import { Form, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '../../../shared/format.ts';
import { useLocale } from '../../locale.ts';
import { Button } from '../ui/button.tsx';

interface Facets {
  brands: { id: number; name: string; count: number }[];
  categories: { id: number; label: string; name: string; count: number }[];
}

/**
 * The filters beside search results (category, brand, price range in Toman, in stock). A GET form: the result is an
 * address that can be shared, and it works before the JavaScript arrives. The query and sort order are kept.
 */
export function SearchFilters({ facets }: { facets: Facets }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const { pathname, search } = useLocation();
  const params = new URLSearchParams(search);
  const count = (n: number) => ` (${formatNumber(n, locale)})`;
  return (
    <details className="filters-box">
      <summary>{t('filters.label')}</summary>
      <Form method="get" action={pathname} className="filters" aria-label={t('filters.label')}>
        {params.get('q') && <input type="hidden" name="q" value={params.get('q')!} />}
        {params.get('sort') && <input type="hidden" name="sort" value={params.get('sort')!} />}
        {facets.categories.length > 0 && (
          <fieldset>
            <legend>{t('filters.category')}</legend>
            <select name="category" defaultValue={params.get('category') ?? ''} className="select">
              <option value="">{t('filters.any')}</option>
              {facets.categories.map((c) => (
                <option key={c.id} value={c.label}>{c.name + count(c.count)}</option>
              ))}
            </select>
          </fieldset>
        )}
        {facets.brands.length > 0 && (
          <fieldset>
            <legend>{t('filters.brand')}</legend>
            <select name="brand" defaultValue={params.get('brand') ?? ''} className="select">
              <option value="">{t('filters.any')}</option>
              {facets.brands.map((b) => (
                <option key={b.id} value={b.id}>{b.name + count(b.count)}</option>
              ))}
            </select>
          </fieldset>
        )}
        <fieldset>
          <legend>{t('filters.price')}</legend>
          <label>
            {t('filters.min')} <input type="number" name="min" min={0} step={1000} inputMode="numeric" defaultValue={params.get('min') ?? ''} />
          </label>
          <label>
            {t('filters.max')} <input type="number" name="max" min={0} step={1000} inputMode="numeric" defaultValue={params.get('max') ?? ''} />
          </label>
        </fieldset>
        <label className="filters__check">
          <input type="checkbox" name="inStock" value="1" defaultChecked={params.get('inStock') === '1'} /> {t('filters.inStock')}
        </label>
        <Button type="submit" variant="primary">{t('filters.apply')}</Button>
      </Form>
    </details>
  );
}
