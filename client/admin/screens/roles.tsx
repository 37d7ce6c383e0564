import { Fragment, useState, type FormEvent } from 'react';
import { Form, useLoaderData, useRevalidator, useRouteLoaderData, type LoaderFunctionArgs } from 'react-router';
import { adminContracts } from '../../../shared/contracts/admin/index.ts';
import type { StaffUser } from '../../../shared/contracts/admin/access.ts';
import { api } from '../admin-locale.ts';
import { entered, type layoutLoader } from '../layout.tsx';
import { fieldMessages } from '../admin-api.ts';
import { useI18n } from '../admin-i18n.tsx';
import { localDigits } from '../../../shared/format.ts';
import { listParams, Pager } from '../components.tsx';

const ROLES = ['customer', 'staff', 'admin'] as const;

/** Where the changed number goes in the message "… is now …". */
const MOBILE_MARK = '\u0000';

export async function loader({ request }: LoaderFunctionArgs) {
  if (!(await entered())) return null as never;
  const { mobile, page } = listParams(request);
  return { mobile: mobile ?? '', list: await api().call(adminContracts.access.staff, { mobile, page: page ? Number(page) : undefined }) };
}

/** Admins only (the server refuses staff): who has a role, and granting or taking one, each change in the audit log. */
export function Component() {
  const { mobile, list } = useLoaderData<typeof loader>();
  const { t } = useI18n();
  return (
    <>
      <h1>{t('nav.roles')}</h1>
      <p className="adm-muted">{t('roles.hint')}</p>
      <Form className="adm-filters" role="search" key={mobile}>
        <div className="adm-field">
          <label htmlFor="r-mobile">{t('roles.search')}</label>
          <input id="r-mobile" name="mobile" type="search" inputMode="tel" dir="ltr" defaultValue={mobile} />
        </div>
        <button className="adm-button adm-button--quiet" type="submit">
          {t('filters.apply')}
        </button>
      </Form>
      {list.items.length === 0 ? (
        <p className="adm-muted" role="status">
          {t('roles.none')}
        </p>
      ) : (
        <ul className="adm-rows">
          {list.items.map((u) => (
            <RoleRow key={u.id} user={u} />
          ))}
        </ul>
      )}
      <Pager page={list} />
    </>
  );
}

function RoleRow({ user }: { user: StaffUser }) {
  const { t, locale } = useI18n();
  const me = useRouteLoaderData<typeof layoutLoader>('admin')?.staff;
  const { revalidate } = useRevalidator();
  const [message, setMessage] = useState<{ ok: boolean; text: string; mobile?: string } | null>(null);
  const id = `role-${user.id}`;
  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const role = String(new FormData(event.currentTarget).get('role')) as StaffUser['role'];
    try {
      const after = await api().call(adminContracts.access.setRole, { mobile: user.mobile, role });
      // The number goes in as a mark, so the screen can isolate it left to right in the page's digits.
      setMessage({ ok: true, text: t('roles.changed', { mobile: MOBILE_MARK, role: t(`roles.roles.${after.role}`) }), mobile: after.mobile });
      await revalidate();
    } catch (err) {
      const m = fieldMessages(err);
      setMessage({ ok: false, text: Object.values(m.fields)[0] ?? m.general[0] ?? '' });
    }
  }
  return (
    <li className="adm-row" data-mobile={user.mobile}>
      <span>
        {user.fullName || '—'} {me?.userId === user.id && <span className="adm-muted">{t('roles.you')}</span>}
      </span>
      <bdi dir="ltr">{localDigits(user.mobile, locale)}</bdi>
      <form className="adm-role-form" onSubmit={submit}>
        <label htmlFor={id}>{t('roles.role')}</label>
        <select id={id} name="role" defaultValue={user.role}>
          {ROLES.map((r) => (
            <option key={r} value={r}>
              {t(`roles.roles.${r}`)}
            </option>
          ))}
        </select>
        <button className="adm-button adm-button--quiet" type="submit">
          {t('roles.change')}
        </button>
      </form>
      {message && (
        <p className={message.ok ? 'adm-notice' : 'adm-error'} role={message.ok ? 'status' : 'alert'}>
          {message.text.split(MOBILE_MARK).map((part, i) => (
            <Fragment key={i}>
              {i > 0 && <bdi dir="ltr">{localDigits(message.mobile ?? '', locale)}</bdi>}
              {part}
            </Fragment>
          ))}
        </p>
      )}
    </li>
  );
}
