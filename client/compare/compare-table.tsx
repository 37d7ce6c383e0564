import type { ReactNode } from 'react';
import { useTranslation } from '../i18n/react.tsx';
import { useLocale } from '../i18n/locale.ts';
import type { CompareProduct, Comparison } from '../../shared/contracts/catalog.ts';
import { formatNumber } from '../../shared/format.ts';
import { averageRating, BEST_RATING, formatRating } from '../../shared/rating.ts';
import type { Locale } from '../../shared/locale.ts';
import { productPath } from '../../shared/routes.ts';
import { AppLink } from '../ui/app-link.tsx';
import { Picture } from '../ui/picture.tsx';
import { Price } from '../ui/price.tsx';
import { PriceInquiry } from '../ui/price-inquiry.tsx';
import { MixedText } from '../ui/mixed-text.tsx';
import { AddToCartButton } from '../cart/add-to-cart-button.tsx';

/** One row of the comparison: its label, a cell per product, and what is compared to tell rows that differ. */
interface Row {
  id: string;
  label: string;
  cells: ReactNode[];
  values: (string | null)[];
}

type T = ReturnType<typeof useTranslation>['t'];

/** Price and stock: what the products' default models cost and whether they can be had. */
function summaryRows(products: CompareProduct[], t: T, locale: Locale): Row[] {
  return [
    {
      id: 'price',
      label: t('compare.price'),
      cells: products.map((p) =>
        p.item.priceRial === null ? <span className="compare__onrequest">{t('compare.onRequest')}</span> : <Price rial={p.item.priceRial} productId={p.id} />,
      ),
      values: products.map((p) => String(p.item.priceRial)),
    },
    {
      id: 'stock',
      label: t('compare.stock'),
      cells: products.map((p) =>
        p.item.inStock ? (
          <span className="stock stock--in">{t('product.inStock', { count: p.item.stock, formatted: formatNumber(p.item.stock, locale) })}</span>
        ) : (
          <span className="stock stock--out">{t('product.outOfStock')}</span>
        ),
      ),
      values: products.map((p) => (p.item.inStock ? String(p.item.stock) : null)),
    },
  ];
}

/** The reviews' average and count, only when a product has approved reviews (issue #33, point 1). */
function ratingRows(products: CompareProduct[], t: T, locale: Locale): Row[] {
  if (!products.some((p) => p.rating)) return [];
  return [
    {
      id: 'rating',
      label: t('compare.rating'),
      cells: products.map((p) =>
        p.rating ? (
          <span>
            {formatRating(averageRating(p.rating), locale)} / {formatNumber(BEST_RATING, locale)} ({formatNumber(p.rating[1], locale)})
          </span>
        ) : (
          <span className="compare__none">—</span>
        ),
      ),
      values: products.map((p) => (p.rating ? String(averageRating(p.rating)) : null)),
    },
  ];
}

/** The standards each is certified to (issue #33, point 4), a lapsed one marked; compared by the valid ones. */
function certificateRows(products: CompareProduct[], t: T): Row[] {
  if (!products.some((p) => p.certifications.length)) return [];
  return [
    {
      id: 'certifications',
      label: t('compare.certifications'),
      cells: products.map((p) =>
        p.certifications.length ? (
          <ul className="compare__certs">
            {p.certifications.map((c, i) => (
              <li key={i}>
                <bdi dir="ltr">{c.standard}</bdi>
                {c.expired && <span className="cert__state cert__state--expired"> ({t('product.certs.expired')})</span>}
              </li>
            ))}
          </ul>
        ) : (
          <span className="compare__none">—</span>
        ),
      ),
      values: products.map((p) =>
        p.certifications
          .filter((c) => !c.expired)
          .map((c) => c.standard)
          .sort()
          .join(', '),
      ),
    },
  ];
}

function specRows(comparison: Comparison): Row[] {
  return comparison.specs.map((s, i) => ({
    id: `spec-${i}`,
    label: s.key,
    cells: s.values.map((v) => (v === null ? <span className="compare__none">—</span> : <MixedText text={v} />)),
    values: s.values,
  }));
}

/** Every row in order: the products' price and stock, their rating, their certificates, their specs. */
function rowsOf(comparison: Comparison, t: T, locale: Locale): Row[] {
  const { products } = comparison;
  return [...summaryRows(products, t, locale), ...ratingRows(products, t, locale), ...certificateRows(products, t), ...specRows(comparison)];
}

const differs = (values: (string | null)[]) => values.length > 1 && values.some((v) => v !== values[0]);

/**
 * The products side by side: a column each (its picture, name and removal), a row per property, rows whose values
 * differ marked, and "only differences", a checkbox the stylesheet obeys (so it works before the script, and by
 * keyboard). On a phone the labels' column stays put while the products scroll sideways.
 */
export function CompareTable({ comparison, onRemove }: { comparison: Comparison; onRemove: (id: number) => void }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const { products } = comparison;
  const rows = rowsOf(comparison, t, locale);
  const differing = rows.filter((r) => differs(r.values)).length;
  return (
    <>
      <div className="compare__controls">
        <label className="compare__only">
          <input type="checkbox" className="compare__only-input" />
          <span>{t('compare.onlyDifferences')}</span>
        </label>
        <p className="compare__summary">{t('compare.differing', { count: differing, formatted: formatNumber(differing, locale) })}</p>
        <button type="button" className="button compare__print" onClick={() => print()}>
          {t('compare.print')}
        </button>
      </div>
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrolling region must be reachable (WCAG 2.1.1, axe scrollable-region-focusable) */}
      <div className="compare__scroll" tabIndex={0} role="region" aria-label={t('compare.tableLabel')}>
        <table className="compare__table" style={{ ['--compare-columns' as string]: products.length }}>
          <caption className="visually-hidden">{t('compare.caption', { count: products.length, formatted: formatNumber(products.length, locale) })}</caption>
          <thead>
            <tr>
              <td className="compare__corner" />
              {products.map((p) => (
                <th scope="col" key={p.id} className="compare__product">
                  <AppLink to={`${productPath(p.id, p.label)}?item=${p.item.id}`} className="compare__link">
                    <Picture picture={p.picture} sizes="(min-width: 1024px) 220px, 40vw" className="compare__image" alt="" />
                    <span className="compare__name">
                      <MixedText text={p.name} />
                    </span>
                  </AppLink>
                  <bdi dir="ltr" className="code">
                    {p.code}
                  </bdi>
                  <button type="button" className="compare__remove" onClick={() => onRemove(p.id)}>
                    {t('compare.removeShort')}
                    <span className="visually-hidden"> {p.name}</span>
                  </button>
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((r) => {
              const differ = differs(r.values);
              return (
                <tr key={r.id} className={differ ? 'compare__row compare__row--differs' : 'compare__row compare__row--same'}>
                  <th scope="row">
                    <MixedText text={r.label} />
                    {differ && <span className="visually-hidden"> ({t('compare.differs')})</span>}
                  </th>
                  {r.cells.map((c, i) => (
                    <td key={products[i].id}>{c}</td>
                  ))}
                </tr>
              );
            })}
            <tr className="compare__row compare__row--actions">
              <th scope="row">{t('compare.buy')}</th>
              {products.map((p) => (
                <td key={p.id}>
                  {p.item.priceRial === null ? (
                    <PriceInquiry productId={p.id} productName={p.name} />
                  ) : p.item.inStock ? (
                    <AddToCartButton itemId={p.item.id} name={p.name} />
                  ) : (
                    <AppLink to={`${productPath(p.id, p.label)}?item=${p.item.id}`}>{t('compare.seeProduct')}</AppLink>
                  )}
                </td>
              ))}
            </tr>
          </tbody>
        </table>
      </div>
    </>
  );
}
