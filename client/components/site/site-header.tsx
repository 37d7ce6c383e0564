import { useTranslation } from 'react-i18next';
import { AppLink, AppNavLink } from '../ui/app-link.tsx';
import { LanguageSwitch } from './language-switch.tsx';
import { Icon } from '../ui/icon.tsx';
import { SearchBox } from './search-box.tsx';
import { HeaderCart } from './header-cart.tsx';

const NAV = [
  { to: '/cat/', key: 'nav.products' },
  { to: '/services/', key: 'nav.services' },
  { to: '/brand/', key: 'nav.brands' },
  { to: '/st/blog/', key: 'nav.blog' },
  { to: '/about/', key: 'nav.about' },
  { to: '/st/contactus/', key: 'nav.contact' },
] as const;

export function SiteHeader() {
  const { t } = useTranslation();
  return (
    <header className="site-header">
      <div className="container site-header__bar">
        <AppLink to="/" className="brand-mark" aria-label={t('site.name')}>
          <img src="/icons/icon.svg" alt="" width={36} height={36} />
          <span>{t('site.name')}</span>
        </AppLink>
        <SearchBox />
        <nav className="site-header__actions" aria-label={t('nav.account')}>
          <AppLink to="/loginRegister/" className="icon-link"><Icon name="user" /><span>{t('nav.login')}</span></AppLink>
          <HeaderCart />
          <LanguageSwitch />
        </nav>
      </div>
      <nav className="site-nav" aria-label={t('nav.main')}>
        <ul className="container">
          {NAV.map((item) => (
            <li key={item.to}><AppNavLink to={item.to}>{t(item.key)}</AppNavLink></li>
          ))}
        </ul>
      </nav>
    </header>
  );
}
