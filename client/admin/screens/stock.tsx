import { Form, Link, useLoaderData, useRevalidator, type LoaderFunctionArgs } from 'react-router';
import { adminContracts } from '../../../shared/contracts/admin/index.ts';
import type { StockRow } from '../../../shared/contracts/admin/catalog.ts';
import { api } from '../admin-locale.ts';
import { entered } from '../layout.tsx';
import { useI18n } from '../admin-i18n.tsx';
import { listParams, Pager } from '../components.tsx';
import { StockAdjust } from '../stock-adjust.tsx';

export async function loader({ request }: LoaderFunctionArgs) {
  if (!(await entered())) return null as never;
  const { q, low, page } = listParams(request);
  const filter = { q: q ?? '', low: low === '1' };
  return { filter, list: await api().call(adminContracts.catalog.stock, { q, low: filter.low, page: page ? Number(page) : undefined }) };
}

/** Every item's stock, the low ones (by their own threshold) first; any of them adjusted with a reason (audited). */
export function Component() {
  const { filter, list } = useLoaderData<typeof loader>();
  const { t } = useI18n();
  return (
    <>
      <div className="adm-head">
        <h1>{t('stock.title')}</h1>
        <Link className="adm-button adm-button--quiet" to="/items/import">
          {t('items.link')}
        </Link>
      </div>
      <Form className="adm-filters" role="search">
        <div className="adm-field">
          <label htmlFor="adm-stock-q">{t('stock.search')}</label>
          <input id="adm-stock-q" name="q" type="search" defaultValue={filter.q} />
        </div>
        <label className="adm-inline">
          <input type="checkbox" name="low" value="1" defaultChecked={filter.low} /> {t('stock.lowOnly')}
        </label>
        <button className="adm-button adm-button--quiet" type="submit">
          {t('filters.apply')}
        </button>
      </Form>
      {list.items.length === 0 && <p>{t(filter.low && !filter.q ? 'stock.none' : 'stock.nothingFound')}</p>}
      <ul className="adm-rows">
        {list.items.map((row) => (
          <StockLine key={row.itemId} row={row} />
        ))}
      </ul>
      <Pager page={list} />
    </>
  );
}

function StockLine({ row }: { row: StockRow }) {
  const { t, locale } = useI18n();
  const { revalidate } = useRevalidator();
  const item = locale === 'fa' ? row.itemNameFa : row.itemNameEn;
  return (
    <li className={`adm-row adm-stock${row.low ? ' adm-row--new' : ''}`} data-sku={row.sku}>
      <div className="adm-stock__what">
        <Link to={`/products/${row.productId}`}>{locale === 'fa' ? row.productNameFa : row.productNameEn}</Link>
        {item && ` — ${item}`}{' '}
        <bdi dir="ltr" className="adm-muted">
          {row.sku}
        </bdi>
        <p className="adm-stock__level">
          {t('stock.level', { stock: row.stock, low: row.lowStock })}
          {!row.active && ` · ${t('stock.off')}`}
        </p>
      </div>
      <StockAdjust itemId={row.itemId} idPrefix={`stock-${row.itemId}`} onAdjusted={() => revalidate()} />
    </li>
  );
}
