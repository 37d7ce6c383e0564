import { useTranslation } from '../i18n/react.tsx';
import { lazy, Suspense } from 'react';
import { AppLink } from '../ui/app-link.tsx';
import { useSite } from './site.ts';
import { PhoneLinks, SocialLinks } from './contact-parts.tsx';

// Rendered by the server with the page, but its code (the choice and the store) is not part of the first JavaScript: the
// footer's switch hydrates when its chunk arrives. The colours themselves never wait for it (the head script sets them).
const ColorModeSwitch = lazy(() => import('../color-mode/color-mode-switch.tsx'));

export function SiteFooter() {
  const { t } = useTranslation();
  const { contact } = useSite();
  return (
    <footer className="site-footer">
      <div className="container site-footer__grid">
        <section>
          <h2>{t('site.name')}</h2>
          <p>{t('site.tagline')}</p>
        </section>
        <section>
          <h2>{t('footer.links')}</h2>
          <ul>
            <li>
              <AppLink to="/services/">{t('nav.services')}</AppLink>
            </li>
            <li>
              <AppLink to="/st/catalog/">{t('nav.catalog')}</AppLink>
            </li>
            <li>
              <AppLink to="/customerExperience/">{t('nav.customerExperience')}</AppLink>
            </li>
            <li>
              <AppLink to="/st/BlogCat/">{t('nav.blogCategories')}</AppLink>
            </li>
          </ul>
        </section>
        <section>
          <h2>{t('footer.contact')}</h2>
          <p>{contact.address}</p>
          <PhoneLinks phones={contact.phones} />
          <SocialLinks social={contact.social} />
        </section>
      </div>
      <div className="container site-footer__settings">
        <Suspense fallback={null}>
          <ColorModeSwitch />
        </Suspense>
      </div>
      <p className="site-footer__copy">{t('footer.copyright')}</p>
    </footer>
  );
}
