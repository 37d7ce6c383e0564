import { useLoaderData, type LoaderFunctionArgs } from 'react-router';
import { adminContracts } from '../../../shared/contracts/admin/index.ts';
import { api } from '../admin-locale.ts';
import { entered } from '../layout.tsx';
import { useI18n } from '../admin-i18n.tsx';
import { listParams, Pager, When } from '../components.tsx';

export async function loader({ request }: LoaderFunctionArgs) {
  if (!(await entered())) return null as never;
  const { page, entity, entityId } = listParams(request);
  return api().call(adminContracts.access.audit, { page: page ? Number(page) : undefined, entity, entityId });
}

/** Every change made here, newest first: who, when, what, before and after (admins only). */
export function Component() {
  const list = useLoaderData<typeof loader>();
  const { t } = useI18n();
  return (
    <>
      <h1>{t('nav.audit')}</h1>
      <ul className="adm-rows">
        {list.items.map((r) => (
          <li key={r.id} className="adm-row adm-row--audit">
            <When iso={r.createdAt} />
            <bdi dir="ltr">
              {r.action} {r.entity}#{r.entityId}
            </bdi>
            <span>{r.user ? r.user.fullName || r.user.mobile : '—'}</span>
            {r.reason && <span>{r.reason}</span>}
            <details>
              <summary>{t('audit.change')}</summary>
              <pre dir="ltr">{JSON.stringify({ before: r.before, after: r.after }, null, 2)}</pre>
            </details>
          </li>
        ))}
      </ul>
      <Pager page={list} />
    </>
  );
}
