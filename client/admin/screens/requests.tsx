import { localDigits } from '../../../shared/format.ts';
import { Form, Link, useLoaderData, type LoaderFunctionArgs } from 'react-router';
import { adminContracts } from '../../../shared/contracts/admin/index.ts';
import { REQUEST_STATUSES, type RequestStatus } from '../../../shared/contracts/admin/requests.ts';
import { api } from '../admin-locale.ts';
import { entered } from '../layout.tsx';
import { useI18n } from '../admin-i18n.tsx';
import { listParams, Pager, When } from '../components.tsx';

export async function loader({ request }: LoaderFunctionArgs) {
  if (!(await entered())) return null as never;
  const { status, page } = listParams(request);
  const list = await api().call(adminContracts.requests.list, {
    status: (status || undefined) as RequestStatus | undefined,
    page: page ? Number(page) : undefined,
  });
  return { status: status ?? '', list };
}

/** Consultation requests, new ones first. */
export function Component() {
  const { status, list } = useLoaderData<typeof loader>();
  const { t, locale } = useI18n();
  return (
    <>
      <h1>{t('nav.requests')}</h1>
      <Form className="adm-filters">
        <label htmlFor="adm-status">{t('requests.status')}</label>
        <select id="adm-status" name="status" defaultValue={status}>
          <option value="">{t('filters.all')}</option>
          {REQUEST_STATUSES.map((s) => (
            <option key={s} value={s}>
              {t(`requests.statuses.${s}`)}
            </option>
          ))}
        </select>
        <button className="adm-button adm-button--quiet" type="submit">
          {t('filters.apply')}
        </button>
      </Form>
      <ul className="adm-rows">
        {list.items.map((r) => (
          <li key={r.id} className={`adm-row adm-row--${r.status}`}>
            <Link to={`/requests/${r.id}`}>{r.fullName}</Link>
            <bdi dir="ltr">{localDigits(r.mobile, locale)}</bdi>
            <span>{r.title}</span>
            <span className="adm-badge">{t(`requests.statuses.${r.status}`)}</span>
            <When iso={r.createdAt} />
          </li>
        ))}
      </ul>
      <Pager page={list} />
    </>
  );
}
