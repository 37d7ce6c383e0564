import { useState, type FormEvent } from 'react';
import { NavLink, Outlet, useLoaderData, useNavigation, useRevalidator } from 'react-router';
import { adminContracts } from '../../shared/contracts/admin/index.ts';
import type { StaffSession } from '../../shared/contracts/admin/access.ts';
import { ApiError, fieldMessages } from './admin-api.ts';
import { api } from './admin-locale.ts';
import { useI18n } from './admin-i18n.tsx';
import { menuFor } from './screen-table.ts';

/** The role and the password step are checked by the server on every call; this only reads where the session stands. */
export async function layoutLoader(): Promise<{ staff: StaffSession | null }> {
  const staff = readSession();
  sessionRead = staff;
  return { staff: await staff };
}

async function readSession() {
  try {
    return await api().call(adminContracts.access.session, {});
  } catch (err) {
    if (err instanceof ApiError && err.status === 403) return null;
    throw err;
  }
}

let sessionRead: Promise<StaffSession | null> = Promise.resolve(null);

/**
 * Screens' loaders run beside the layout's: they wait for it and load nothing until the session has given the
 * password (the layout shows the password step meanwhile), so no call is made that the server would refuse.
 */
export async function entered(): Promise<boolean> {
  return !!(await sessionRead.catch(() => null))?.verified;
}

export function AdminLayout() {
  const { staff } = useLoaderData<typeof layoutLoader>();
  const { t, locale, setLocale } = useI18n();
  const [menuOpen, setMenuOpen] = useState(false);
  const busy = useNavigation().state !== 'idle';
  if (!staff) return <SignedOut />;
  if (!staff.verified) return <PasswordStep staff={staff} />;
  return (
    <div className="adm">
      <header className="adm-top">
        <button type="button" className="adm-menu-button" aria-expanded={menuOpen} aria-controls="adm-nav" onClick={() => setMenuOpen(!menuOpen)}>
          {t('nav.menu')}
        </button>
        <strong className="adm-brand">{t('title')}</strong>
        <span className="adm-user">{staff.fullName || <bdi dir="ltr">{staff.mobile}</bdi>}</span>
        <button type="button" className="adm-lang" onClick={() => setLocale(locale === 'fa' ? 'en' : 'fa')} lang={locale === 'fa' ? 'en' : 'fa'}>
          {locale === 'fa' ? 'English' : 'فارسی'}
        </button>
        <a className="adm-site" href={locale === 'fa' ? '/' : '/en/'}>
          {t('nav.site')}
        </a>
      </header>
      <nav id="adm-nav" className={`adm-nav${menuOpen ? ' adm-nav--open' : ''}`} aria-label={t('nav.label')}>
        {menuFor(staff.role).map(({ to, label }) => (
          <NavLink key={to} to={`/${to}`} end={to === ''} onClick={() => setMenuOpen(false)}>
            {t(label)}
          </NavLink>
        ))}
      </nav>
      <main className="adm-main" aria-busy={busy}>
        <Outlet />
      </main>
    </div>
  );
}

/** A session that ended, or one opened with the password alone: log in with the texted code and come back here. */
function SignedOut() {
  const { t, locale } = useI18n();
  const back = encodeURIComponent(location.pathname + location.search);
  return (
    <main className="adm-gate">
      <h1>{t('signedOut.title')}</h1>
      <p>{t('signedOut.body')}</p>
      <a className="adm-button" href={`${locale === 'fa' ? '' : '/en'}/loginRegister/?back=${back}`}>
        {t('signedOut.login')}
      </a>
    </main>
  );
}

/** The second factor: the password, set here on a number's first entry. */
function PasswordStep({ staff }: { staff: StaffSession }) {
  const { t } = useI18n();
  const { revalidate } = useRevalidator();
  const [error, setError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const password = String(new FormData(event.currentTarget).get('password') ?? '');
    setSending(true);
    try {
      await api().call(adminContracts.access.enter, { password });
      await revalidate();
    } catch (err) {
      const { fields, general } = fieldMessages(err);
      setError(fields.password ?? general[0] ?? null);
    } finally {
      setSending(false);
    }
  }
  const first = !staff.hasPassword;
  return (
    <main className="adm-gate">
      <h1>{t(first ? 'password.setTitle' : 'password.title')}</h1>
      <p>{t(first ? 'password.setBody' : 'password.body')}</p>
      <form onSubmit={submit} noValidate>
        <label htmlFor="adm-password">{t('password.label')}</label>
        <input
          id="adm-password"
          name="password"
          type="password"
          autoComplete={first ? 'new-password' : 'current-password'}
          dir="ltr"
          required
          minLength={8}
          aria-invalid={!!error}
          aria-describedby={error ? 'adm-password-error' : undefined}
          autoFocus
        />
        {error && (
          <p id="adm-password-error" className="adm-error" role="alert">
            {error}
          </p>
        )}
        <button className="adm-button" type="submit" disabled={sending}>
          {t(first ? 'password.set' : 'password.enter')}
        </button>
      </form>
    </main>
  );
}
