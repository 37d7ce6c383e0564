import { useState, type FormEvent } from 'react';
import { Link, useLoaderData, useRevalidator, type LoaderFunctionArgs } from 'react-router';
import { adminContracts } from '../../../shared/contracts/admin/index.ts';
import type { LowStockRow } from '../../../shared/contracts/admin/catalog.ts';
import { api } from '../admin-locale.ts';
import { entered } from '../layout.tsx';
import { fieldMessages } from '../admin-api.ts';
import { useI18n } from '../admin-i18n.tsx';
import { listParams, Num, Pager } from '../components.tsx';

export async function loader({ request }: LoaderFunctionArgs) {
  if (!(await entered())) return null as never;
  const { page } = listParams(request);
  return api().call(adminContracts.catalog.lowStock, { page: page ? Number(page) : undefined });
}

/** Items at or under their own threshold, each with an adjustment that needs a reason (kept in the audit log). */
export function Component() {
  const list = useLoaderData<typeof loader>();
  const { t } = useI18n();
  return (
    <>
      <h1>{t('nav.stock')}</h1>
      {list.items.length === 0 && <p>{t('stock.none')}</p>}
      <ul className="adm-rows">
        {list.items.map((row) => <StockRow key={row.itemId} row={row} />)}
      </ul>
      <Pager page={list} />
    </>
  );
}

function StockRow({ row }: { row: LowStockRow }) {
  const { t, locale } = useI18n();
  const { revalidate } = useRevalidator();
  const [error, setError] = useState<string | null>(null);
  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    try {
      await api().call(adminContracts.catalog.adjustStock, { itemId: row.itemId, delta: String(data.get('delta')) as never, reason: String(data.get('reason')) });
      setError(null);
      await revalidate();
    } catch (err) {
      const m = fieldMessages(err);
      setError(Object.values(m.fields)[0] ?? m.general[0] ?? null);
    }
  }
  const item = locale === 'fa' ? row.itemNameFa : row.itemNameEn;
  return (
    <li className="adm-row">
      <div>
        <Link to={`/products/${row.productId}`}>{locale === 'fa' ? row.productNameFa : row.productNameEn}</Link>
        {item && ` — ${item}`} <bdi dir="ltr" className="adm-muted">{row.sku}</bdi>
        <p>{t('stock.level', { stock: row.stock, low: row.lowStock })}</p>
      </div>
      <form className="adm-inline-form" onSubmit={submit}>
        <label>{t('stock.delta')} <input name="delta" inputMode="numeric" dir="ltr" size={6} required /></label>
        <label>{t('stock.reason')} <input name="reason" required /></label>
        <button className="adm-button" type="submit">{t('stock.adjust')}</button>
        {error && <p className="adm-error" role="alert">{error}</p>}
      </form>
      <Num value={row.stock} />
    </li>
  );
}
