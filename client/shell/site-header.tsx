import { useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { useTranslation } from '../i18n/react.tsx';
import { AppLink } from '../ui/app-link.tsx';
import { LanguageSwitch } from './language-switch.tsx';
import { Icon } from '../ui/icon.tsx';
import { SearchBox } from '../search/search-box.tsx';
import { HeaderCart } from '../cart/header-cart.tsx';
import { HeaderAccount } from '../auth/header-account.tsx';
import { NavLinks, SiteMenu } from './site-menu.tsx';
import { useHeaderAutohide } from './use-header-autohide.ts';
import { useLocalizedPath } from '../i18n/locale.ts';

/**
 * The site's header. Wide screens: logo, search, account, cart, language, then the sections in a row. Phones: one
 * row (logo, a search icon that unfolds the search, cart, account, the menu drawer) that hides while scrolling down.
 */
export function SiteHeader() {
  const { t } = useTranslation();
  const { t: ts } = useTranslation('storefront');
  const localize = useLocalizedPath();
  const ref = useRef<HTMLElement>(null);
  // The phone's search is unfolded on the page it was opened on: going anywhere (a search sent, a suggestion) folds it,
  // so it does not stand above the results.
  const { key } = useLocation();
  const [openOn, setOpenOn] = useState<string | null>(null);
  const searchOpen = openOn === key;
  useHeaderAutohide(ref);
  // Before the JavaScript arrives the icon is a plain link to the search page; after, it unfolds the header's search.
  const openSearch = (e: React.MouseEvent) => {
    e.preventDefault();
    setOpenOn((open) => (open === key ? null : key));
    requestAnimationFrame(() => document.getElementById('site-search')?.focus());
  };
  return (
    <header ref={ref} className="site-header" data-search-open={searchOpen || undefined}>
      <div className="container site-header__bar">
        <AppLink to="/" className="brand-mark" aria-label={t('site.name')}>
          <img src="/icons/icon.svg" alt="" width={36} height={36} />
          <span>{t('site.name')}</span>
        </AppLink>
        <SearchBox />
        <div className="site-header__actions">
          <a
            href={localize('/search/')}
            className="header-icon site-header__search-toggle"
            aria-expanded={searchOpen}
            aria-controls="site-search-form"
            onClick={openSearch}
          >
            <Icon name="search" />
            <span className="header-icon__text">{ts('header.openSearch')}</span>
          </a>
          <HeaderAccount />
          <HeaderCart />
          <span className="site-header__language">
            <LanguageSwitch />
          </span>
          <SiteMenu />
        </div>
      </div>
      <nav className="site-nav" aria-label={t('nav.main')}>
        <div className="container">
          <NavLinks />
        </div>
      </nav>
    </header>
  );
}
