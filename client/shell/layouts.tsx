import { Outlet } from 'react-router';
import { SiteHeader } from './site-header.tsx';
import { SiteFooter } from './site-footer.tsx';
import { AppLink } from '../ui/app-link.tsx';
import { LanguageSwitch } from './language-switch.tsx';
import { OrganizationJsonLd } from '../seo/json-ld.tsx';
import { useTranslation } from '../i18n/react.tsx';

/** Header, page, footer: the frame of the content and store screens. `tone` only changes the page's background. */
function SiteFrame({ tone }: { tone: 'default' | 'gray' | 'pink' }) {
  const { t } = useTranslation();
  return (
    <div className={`layout layout--${tone}`}>
      <a className="skip-link" href="#main">
        {t('nav.skip')}
      </a>
      <SiteHeader />
      <div id="main" className="layout__main">
        <Outlet />
      </div>
      <SiteFooter />
      <OrganizationJsonLd />
    </div>
  );
}

export const DefaultLayout = () => <SiteFrame tone="default" />;
export const GrayLayout = () => <SiteFrame tone="gray" />;
export const PinkLayout = () => <SiteFrame tone="pink" />;

/** Login and registration: the logo, one card, nothing to wander off to. */
export function AuthorizeLayout() {
  const { t } = useTranslation();
  return (
    <div className="layout layout--authorize">
      <header className="authorize__bar">
        <AppLink to="/" className="brand-mark">
          {t('site.name')}
        </AppLink>
        <LanguageSwitch />
      </header>
      <div id="main" className="authorize__card">
        <Outlet />
      </div>
      <OrganizationJsonLd />
    </div>
  );
}
