import { localDigits } from '../../../shared/format.ts';
import { Form, Link, useLoaderData, type LoaderFunctionArgs } from 'react-router';
import { adminContracts } from '../../../shared/contracts/admin/index.ts';
import { QUOTE_STATUSES, type QuoteStatus } from '../../../shared/quote-terms.ts';
import { api } from '../admin-locale.ts';
import { entered } from '../layout.tsx';
import { useI18n } from '../admin-i18n.tsx';
import { listParams, Toman, When } from '../components.tsx';
import { rialToToman } from '../../../shared/money.ts';

export async function loader({ request }: LoaderFunctionArgs) {
  if (!(await entered())) return null as never;
  const { status, q } = listParams(request);
  const rows = await api().call(adminContracts.quotes.list, { status: (status || undefined) as QuoteStatus | undefined, q: q || undefined });
  return { status: status ?? '', q: q ?? '', rows };
}

/** Quote requests (issue 31), by status; found by number, mobile or company. */
export function Component() {
  const { status, q, rows } = useLoaderData<typeof loader>();
  const { t, locale } = useI18n();
  return (
    <>
      <h1>{t('nav.quotes')}</h1>
      <Form className="adm-filters">
        <label htmlFor="adm-quote-status">{t('quotes.status')}</label>
        <select id="adm-quote-status" name="status" defaultValue={status}>
          <option value="">{t('filters.all')}</option>
          {QUOTE_STATUSES.map((s) => (
            <option key={s} value={s}>
              {t(`quotes.statuses.${s}`)}
            </option>
          ))}
        </select>
        <label htmlFor="adm-quote-q">{t('quotes.search')}</label>
        <input id="adm-quote-q" name="q" type="search" defaultValue={q} />
        <button className="adm-button adm-button--quiet" type="submit">
          {t('filters.apply')}
        </button>
      </Form>
      {rows.length === 0 && <p>{t('quotes.none')}</p>}
      <ul className="adm-rows">
        {rows.map((r) => (
          <li key={r.id} className={`adm-row adm-row--${r.status}`}>
            <Link to={`/quotes/${r.id}`}>
              <bdi dir="ltr">{localDigits(r.number, locale)}</bdi>
            </Link>
            <span>{r.customerName}</span>
            <bdi dir="ltr">{localDigits(r.mobile, locale)}</bdi>
            <span dir="auto">{r.company}</span>
            <span>{r.city}</span>
            {r.totalRial !== null && <Toman value={rialToToman(r.totalRial)} />}
            <span className="adm-badge">{t(`quotes.statuses.${r.status}`)}</span>
            <When iso={r.updatedAt} />
          </li>
        ))}
      </ul>
    </>
  );
}
