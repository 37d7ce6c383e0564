import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from '../i18n/react.tsx';
import type { AuthUser } from '../../shared/contracts/auth.ts';
import { Icon } from '../ui/icon.tsx';
import { AppLink } from '../ui/app-link.tsx';
import { localDigits } from '../../shared/format.ts';
import { useLocale } from '../i18n/locale.ts';
import { logOut } from './load-session.ts';
import { isPrivatePath } from './session.ts';
import { useLocation, useNavigate } from 'react-router';
import { localizePath } from '../../shared/locale.ts';
import { showToast } from '../shell/toasts.ts';

export interface AccountMenuProps {
  user: AuthUser;
}

/**
 * The signed-in user's name in the header (only the icon on a phone) and a disclosure menu under it: the profile, the orders, log out (keyboard: Enter/Space opens, Escape closes
 * and returns focus). Loaded only for a signed-in visitor, with its messages.
 */
export function AccountMenu({ user }: AccountMenuProps) {
  const { t, i18n } = useTranslation(['auth', 'common']);
  const locale = useLocale();
  const [open, setOpen] = useState(false);
  const [ready, setReady] = useState(i18n.hasLoadedNamespace('auth'));
  const button = useRef<HTMLButtonElement>(null);
  const root = useRef<HTMLDivElement>(null);
  const menuId = useId();
  const navigate = useNavigate();
  const { pathname } = useLocation();

  useEffect(() => {
    if (!ready) void i18n.loadNamespaces('auth').then(() => setReady(true));
  }, [i18n, ready]);

  useEffect(() => {
    if (!open) return;
    const onKey = (e: KeyboardEvent) => {
      if (e.key !== 'Escape') return;
      setOpen(false);
      button.current?.focus();
    };
    const onPointer = (e: PointerEvent) => {
      if (!root.current?.contains(e.target as Node)) setOpen(false);
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('pointerdown', onPointer);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('pointerdown', onPointer);
    };
  }, [open]);

  async function leave() {
    setOpen(false);
    try {
      await logOut(locale);
      // A page of the account's own data (the profile, an order) is no page for a visitor: go home.
      if (isPrivatePath(pathname)) await navigate(localizePath('/', locale), { replace: true });
      showToast({ kind: 'success', title: t('account.loggedOut') });
    } catch {
      showToast({ kind: 'error', title: t('errors:INTERNAL') });
    }
  }

  const name = user.fullName || user.mobile;
  return (
    <div className="account-menu" ref={root}>
      <button
        ref={button}
        type="button"
        className="icon-link account-menu__button"
        aria-expanded={open}
        aria-controls={menuId}
        aria-label={ready ? t('account.menu', { name }) : name}
        onClick={() => setOpen((o) => !o)}
      >
        <Icon name="user" />
        <span className="account-menu__name">{name}</span>
      </button>
      <div id={menuId} className="account-menu__panel" hidden={!open}>
        <p className="account-menu__who">
          <strong>{name}</strong>
          <bdi dir="ltr">{localDigits(user.mobile, locale)}</bdi>
        </p>
        <AppLink to="/profile/" className="account-menu__item" onClick={() => setOpen(false)}>
          {t('account.profile')}
        </AppLink>
        <AppLink to="/profile/#profile-orders" className="account-menu__item" onClick={() => setOpen(false)}>
          {t('account.orders')}
        </AppLink>
        <button type="button" className="account-menu__item account-menu__logout" onClick={() => void leave()}>
          {t('account.logout')}
        </button>
      </div>
    </div>
  );
}
