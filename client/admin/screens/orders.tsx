import { localDigits } from '../../../shared/format.ts';
import { Form, Link, useLoaderData, type LoaderFunctionArgs } from 'react-router';
import { adminContracts } from '../../../shared/contracts/admin/index.ts';
import { ADMIN_ORDERS_CSV_PATH } from '../../../shared/contracts/admin/orders.ts';
import { ORDER_STATUSES, type OrderStatus } from '../../../shared/order-status.ts';
import { api } from '../admin-locale.ts';
import { entered } from '../layout.tsx';
import { useI18n } from '../admin-i18n.tsx';
import { listParams, Num, Pager, Toman, When } from '../components.tsx';
import { DateField } from '../date/date-field.tsx';
import { TableRegion } from '../table-region.tsx';

const FILTERS = ['number', 'status', 'method', 'from', 'to', 'mobile'] as const;

export async function loader({ request }: LoaderFunctionArgs) {
  if (!(await entered())) return null as never;
  const params = listParams(request);
  const filters = Object.fromEntries(FILTERS.map((k) => [k, params[k] ?? ''])) as Record<(typeof FILTERS)[number], string>;
  const list = await api().call(adminContracts.orders.list, {
    ...filters,
    status: filters.status as OrderStatus | '',
    method: filters.method as 'online' | 'cheque' | '',
    page: params.page ? Number(params.page) : undefined,
  });
  return { filters, list };
}

/** Orders, newest first, paged on the server; the filters live in the address, and the CSV link carries the same. */
export function Component() {
  const { filters, list } = useLoaderData<typeof loader>();
  const { t, locale } = useI18n();
  const given = new URLSearchParams(Object.entries(filters).filter(([, v]) => v));
  given.set('lang', locale);
  return (
    <>
      <div className="adm-head">
        <h1>{t('nav.orders')}</h1>
        <a className="adm-button adm-button--quiet" href={`${ADMIN_ORDERS_CSV_PATH}?${given}`} download>
          {t('orders.export')}
        </a>
      </div>
      {/* Keyed by the address, so Back and the dashboard's links show the filters they carry. */}
      <Form className="adm-filters" role="search" key={JSON.stringify(filters)}>
        <div className="adm-field">
          <label htmlFor="o-number">{t('orders.numberFilter')}</label>
          <input id="o-number" name="number" type="search" inputMode="numeric" dir="ltr" defaultValue={filters.number} />
        </div>
        <div className="adm-field">
          <label htmlFor="o-status">{t('orders.status')}</label>
          <select id="o-status" name="status" defaultValue={filters.status}>
            <option value="">{t('filters.all')}</option>
            {ORDER_STATUSES.map((s) => (
              <option key={s} value={s}>
                {t(`orders.statuses.${s}`)}
              </option>
            ))}
          </select>
        </div>
        <div className="adm-field">
          <label htmlFor="o-method">{t('orders.method')}</label>
          <select id="o-method" name="method" defaultValue={filters.method}>
            <option value="">{t('filters.all')}</option>
            <option value="online">{t('orders.methods.online')}</option>
            <option value="cheque">{t('orders.methods.cheque')}</option>
          </select>
        </div>
        <DateField id="o-from" name="from" label={t('orders.from')} value={filters.from} />
        <DateField id="o-to" name="to" label={t('orders.to')} value={filters.to} />
        <div className="adm-field">
          <label htmlFor="o-mobile">{t('orders.mobile')}</label>
          <input id="o-mobile" name="mobile" type="search" inputMode="tel" dir="ltr" defaultValue={filters.mobile} />
        </div>
        <div className="adm-filter-actions">
          <button className="adm-button" type="submit">
            {t('filters.apply')}
          </button>
          <Link to="/orders">{t('orders.clear')}</Link>
        </div>
      </Form>
      {list.items.length === 0 ? (
        <p className="adm-muted" role="status">
          {t('orders.none')}
        </p>
      ) : (
        <TableRegion label={t('nav.orders')}>
          <table className="adm-table">
            <thead>
              <tr>
                <th>{t('orders.idColumn')}</th>
                <th>{t('orders.status')}</th>
                <th>{t('orders.total')}</th>
                <th>{t('orders.customer')}</th>
                <th>{t('orders.placed')}</th>
                <th>{t('orders.method')}</th>
              </tr>
            </thead>
            <tbody>
              {list.items.map((o) => (
                <tr key={o.id}>
                  <td>
                    <Link to={`/orders/${o.id}`} aria-label={t('orders.open', { id: o.id })}>
                      <Num value={o.id} />
                    </Link>
                  </td>
                  <td>
                    <span className={`adm-status adm-status--${o.status}`}>{t(`orders.statuses.${o.status}`)}</span>
                  </td>
                  <td>
                    <Toman value={o.totalToman} />
                  </td>
                  <td>
                    {o.customerName && <>{o.customerName} </>}
                    <bdi dir="ltr">{localDigits(o.mobile, locale)}</bdi>
                  </td>
                  <td>
                    <When iso={o.createdAt} />
                  </td>
                  <td>{t(`orders.methods.${o.paymentMethod}`)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableRegion>
      )}
      <Pager page={list} />
    </>
  );
}
