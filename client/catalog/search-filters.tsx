import { useSyncExternalStore } from 'react';
import { Form, useLocation } from 'react-router';
import { useTranslation } from '../i18n/react.tsx';
import { formatNumber, localDigits } from '../../shared/format.ts';
import { localizeTypedDigits } from '../forms/local-digits-input.ts';
import { useLocale, useLocalizedPath } from '../i18n/locale.ts';
import { Button } from '../ui/button.tsx';

interface Facets {
  brands: { id: number; name: string; count: number }[];
  categories: { id: number; label: string; name: string; count: number }[];
  standards: string[];
}

/** Leaves out the empty fields of a GET form, so the address says only what was chosen ("?q=x", not "?q=x&min=&max="). */
function dropEmptyFields(e: React.FormEvent<HTMLFormElement>) {
  const emptied: HTMLInputElement[] = [];
  for (const el of Array.from(e.currentTarget.elements) as HTMLInputElement[]) {
    if (el.name && !el.disabled && el.value.trim() === '') {
      el.disabled = true;
      emptied.push(el);
    }
  }
  // The router reads the form's data right after this handler; the fields come back for the next change.
  setTimeout(() => emptied.forEach((el) => (el.disabled = false)));
}

/** Where the filters stand beside the results, always shown (app.css): there they are no toggle. */
const WIDE_SCREEN = '(min-width: 861px)';
const subscribeToWidth = (change: () => void) => {
  const query = matchMedia(WIDE_SCREEN);
  query.addEventListener('change', change);
  return () => query.removeEventListener('change', change);
};
const useWideScreen = () =>
  useSyncExternalStore(
    subscribeToWidth,
    () => matchMedia(WIDE_SCREEN).matches,
    () => false,
  );

/**
 * The filters beside search results (category, brand, the standard certified to, price range in Toman, in stock). A GET form to /search/: the
 * result is an address that can be shared, and it works before the JavaScript arrives. The query and sort order are
 * kept. On /search/{catLabel}/ the category is that one, and choosing another searches there instead. Prices are typed
 * as text (Persian, Arabic or Latin digits, any amount); the server reads and rounds them.
 */
export function SearchFilters({ facets, category }: { facets: Facets; category?: { label: string; name: string } | null }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const localize = useLocalizedPath();
  const { search } = useLocation();
  const params = new URLSearchParams(search);
  const count = (n: number) => ` (${formatNumber(n, locale)})`;
  const categories =
    category && !facets.categories.some((c) => c.label === category.label)
      ? [{ id: 0, label: category.label, name: category.name, count: -1 }, ...facets.categories]
      : facets.categories;
  const chosen = (name: string) => params.get(name) !== null && params.get(name) !== '';
  const anyChosen = ['category', 'brand', 'min', 'max', 'inStock', 'certified'].some(chosen);
  // On a wide screen the disclosure stays open and ignores a click or a key, so what it says (expanded) is what is seen.
  const wide = useWideScreen();
  return (
    <details className="filters-box" open={anyChosen || wide || undefined}>
      <summary onClick={(e) => wide && e.preventDefault()}>{t('filters.label')}</summary>
      <Form
        key={search + (category?.label ?? '')}
        method="get"
        action={localize('/search/')}
        className="filters"
        aria-label={t('filters.label')}
        onSubmit={dropEmptyFields}
      >
        {params.get('q') && <input type="hidden" name="q" value={params.get('q')!} />}
        {params.get('sort') && <input type="hidden" name="sort" value={params.get('sort')!} />}
        {categories.length > 0 && (
          <label>
            {t('filters.category')}
            <select name="category" defaultValue={category?.label ?? params.get('category') ?? ''} className="select">
              <option value="">{t('filters.any')}</option>
              {categories.map((c) => (
                <option key={c.label} value={c.label}>
                  {c.name + (c.count >= 0 ? count(c.count) : '')}
                </option>
              ))}
            </select>
          </label>
        )}
        {facets.brands.length > 0 && (
          <label>
            {t('filters.brand')}
            <select name="brand" defaultValue={params.get('brand') ?? ''} className="select">
              <option value="">{t('filters.any')}</option>
              {facets.brands.map((b) => (
                <option key={b.id} value={b.id}>
                  {b.name + count(b.count)}
                </option>
              ))}
            </select>
          </label>
        )}
        {facets.standards.length > 0 && (
          <label>
            {t('filters.certified')}
            <select name="certified" defaultValue={params.get('certified') ?? ''} className="select">
              <option value="">{t('filters.any')}</option>
              {facets.standards.map((s) => (
                <option key={s} value={s} dir="ltr">
                  {s}
                </option>
              ))}
            </select>
          </label>
        )}
        <fieldset>
          <legend>{t('filters.price')}</legend>
          <label>
            {t('filters.min')}{' '}
            <input
              type="text"
              name="min"
              inputMode="numeric"
              autoComplete="off"
              defaultValue={localDigits(params.get('min') ?? '', locale)}
              onInput={localizeTypedDigits(locale)}
            />
          </label>
          <label>
            {t('filters.max')}{' '}
            <input
              type="text"
              name="max"
              inputMode="numeric"
              autoComplete="off"
              defaultValue={localDigits(params.get('max') ?? '', locale)}
              onInput={localizeTypedDigits(locale)}
            />
          </label>
        </fieldset>
        <label className="filters__check">
          <input type="checkbox" name="inStock" value="1" defaultChecked={params.get('inStock') === '1'} /> {t('filters.inStock')}
        </label>
        <Button type="submit" variant="primary">
          {t('filters.apply')}
        </Button>
      </Form>
    </details>
  );
}
