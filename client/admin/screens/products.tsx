import { Form, Link, useLoaderData, type LoaderFunctionArgs } from 'react-router';
import { adminContracts } from '../../../shared/contracts/admin/index.ts';
import { api } from '../admin-locale.ts';
import { entered } from '../layout.tsx';
import { useI18n } from '../admin-i18n.tsx';
import { listParams, Num, Pager, Toman } from '../components.tsx';
import { TableRegion } from '../table-region.tsx';

export async function loader({ request }: LoaderFunctionArgs) {
  if (!(await entered())) return null as never;
  const { q, page } = listParams(request);
  return { q: q ?? '', list: await api().call(adminContracts.catalog.products, { q, page: page ? Number(page) : undefined }) };
}

export function Component() {
  const { q, list } = useLoaderData<typeof loader>();
  const { t, locale } = useI18n();
  return (
    <>
      <div className="adm-head">
        <h1>{t('nav.products')}</h1>
        <Link className="adm-button" to="/products/new">
          {t('products.new')}
        </Link>
      </div>
      <Form className="adm-filters" role="search">
        <label htmlFor="adm-q">{t('products.search')}</label>
        <input id="adm-q" name="q" defaultValue={q} type="search" />
        <button className="adm-button adm-button--quiet" type="submit">
          {t('filters.apply')}
        </button>
      </Form>
      <TableRegion label={t('nav.products')}>
        <table className="adm-table">
          <thead>
            <tr>
              <th>{t('products.code')}</th>
              <th>{t('products.name')}</th>
              <th>{t('products.price')}</th>
              <th>{t('products.stock')}</th>
              <th>{t('products.state')}</th>
            </tr>
          </thead>
          <tbody>
            {list.items.map((p) => (
              <tr key={p.id}>
                <td>
                  <bdi dir="ltr">{p.code}</bdi>
                </td>
                <td>
                  <Link to={`/products/${p.id}`}>{locale === 'fa' ? p.nameFa : p.nameEn}</Link>
                </td>
                <td>
                  <Toman value={p.priceToman} />
                </td>
                <td>
                  <Num value={p.stock} />
                </td>
                <td>{t(p.active ? 'products.active' : 'products.inactive')}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </TableRegion>
      <Pager page={list} />
    </>
  );
}
