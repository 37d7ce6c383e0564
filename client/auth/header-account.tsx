import { useEffect, useState, type ComponentType } from 'react';
import { useLocation } from 'react-router';
import { useTranslation } from '../i18n/react.tsx';
import { AppLink } from '../ui/app-link.tsx';
import { Icon } from '../ui/icon.tsx';
import { useLocale } from '../i18n/locale.ts';
import { hasSignedInHint, loginLink, sessionStore, useSession } from './session.ts';
import type { AccountMenuProps } from './account-menu.tsx';

let AccountMenu: ComponentType<AccountMenuProps> | null = null;

/**
 * The menu's code, a chunk of its own. The server loads it before rendering a signed-in visitor's page, and the
 * browser before hydrating one (client/shell/hydrate.tsx), so both render the menu and the header does not move.
 */
export const loadAccountMenu = () =>
  import('./account-menu.tsx').then((m) => {
    AccountMenu = m.AccountMenu;
  });

/**
 * The header's account slot: a link to log in (back to this page afterwards), or the signed-in user's name opening a
 * menu. A page rendered for the user has the name in its HTML; on a shared (anonymous) page, once it has hydrated and
 * the "signed in" hint cookie says so, the user is loaded and the name replaces the link. Both the loading and the
 * menu are chunks of their own, so a product page's first JavaScript carries only this.
 */
export function HeaderAccount() {
  const { t } = useTranslation();
  const { pathname, search } = useLocation();
  const locale = useLocale();
  const { user } = useSession();
  const [, setMenuReady] = useState(!!AccountMenu);

  useEffect(() => {
    if (hasSignedInHint() && !sessionStore.get().settled) void import('./load-session.ts').then((m) => m.loadSession(locale));
  }, [locale]);
  useEffect(() => {
    if (user && !AccountMenu) void loadAccountMenu().then(() => setMenuReady(true));
  }, [user]);

  if (user && AccountMenu) return <AccountMenu user={user} />;
  return (
    <AppLink to={loginLink(pathname + search)} className="header-icon header-account" rel="nofollow">
      <Icon name="user" />
      <span className="header-icon__text">{t('nav.login')}</span>
    </AppLink>
  );
}
