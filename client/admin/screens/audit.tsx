import { Form, Link, useLoaderData, type LoaderFunctionArgs } from 'react-router';
import { adminContracts } from '../../../shared/contracts/admin/index.ts';
import { localDigits } from '../../../shared/format.ts';
import { api } from '../admin-locale.ts';
import { entered } from '../layout.tsx';
import { useI18n } from '../admin-i18n.tsx';
import { listParams, Pager, When } from '../components.tsx';
import { DateField } from '../date/date-field.tsx';
import { actionWords, targetOf } from '../audit-words.ts';

const FILTERS = ['action', 'userId', 'from', 'to'] as const;

export async function loader({ request }: LoaderFunctionArgs) {
  if (!(await entered())) return null as never;
  const params = listParams(request);
  const filters = Object.fromEntries(FILTERS.map((k) => [k, params[k] ?? ''])) as Record<(typeof FILTERS)[number], string>;
  const list = await api().call(adminContracts.access.audit, {
    ...filters,
    userId: filters.userId ? Number(filters.userId) : undefined,
    page: params.page ? Number(params.page) : undefined,
    entity: params.entity,
    entityId: params.entityId,
  });
  return { filters, list };
}

/**
 * Every change made here, newest first, in the operator's words: what was done, to what (a link to its screen), by
 * whom and when, the before and after on request; filtered by kind, person and Tehran days (admins only).
 */
export function Component() {
  const { filters, list } = useLoaderData<typeof loader>();
  const { t, locale } = useI18n();
  return (
    <>
      <h1>{t('nav.audit')}</h1>
      {/* Keyed by the address, so Back shows the filters it carries. */}
      <Form className="adm-filters" role="search" key={JSON.stringify(filters)}>
        <div className="adm-field">
          <label htmlFor="a-action">{t('audit.kind')}</label>
          <select id="a-action" name="action" defaultValue={filters.action}>
            <option value="">{t('filters.all')}</option>
            {list.actions.map((a) => (
              <option key={a} value={a}>
                {actionWords(a, t)}
              </option>
            ))}
          </select>
        </div>
        <div className="adm-field">
          <label htmlFor="a-user">{t('audit.who')}</label>
          <select id="a-user" name="userId" defaultValue={filters.userId}>
            <option value="">{t('filters.all')}</option>
            {list.actors.map((u) => (
              <option key={u.id} value={u.id}>
                {u.fullName || localDigits(u.mobile, locale)}
              </option>
            ))}
          </select>
        </div>
        <DateField id="a-from" name="from" label={t('audit.from')} value={filters.from} />
        <DateField id="a-to" name="to" label={t('audit.to')} value={filters.to} />
        <div className="adm-filter-actions">
          <button className="adm-button" type="submit">
            {t('filters.apply')}
          </button>
          <Link to="/audit">{t('audit.clear')}</Link>
        </div>
      </Form>
      {list.items.length === 0 && (
        <p className="adm-muted" role="status">
          {t('audit.none')}
        </p>
      )}
      <ul className="adm-rows">
        {list.items.map((r) => {
          const target = targetOf(r, t);
          return (
            <li key={r.id} className="adm-row adm-row--audit" data-action={r.action}>
              <When iso={r.createdAt} />
              <span className="adm-audit-what">
                <strong>{actionWords(r.action, t)}</strong> · {target.to ? <Link to={target.to}>{target.text}</Link> : target.text}
              </span>
              <span>{r.user ? r.user.fullName || <bdi dir="ltr">{localDigits(r.user.mobile, locale)}</bdi> : t('audit.system')}</span>
              {r.reason && <bdi>{r.reason}</bdi>}
              <details>
                <summary>{t('audit.change')}</summary>
                <pre dir="ltr">{JSON.stringify({ before: r.before, after: r.after }, null, 2)}</pre>
              </details>
            </li>
          );
        })}
      </ul>
      <Pager page={list} />
    </>
  );
}
