import { useTranslation } from 'react-i18next';
import { AppLink } from '../ui/app-link.tsx';
import { ColorModeSwitch } from '../color-mode/color-mode-switch.tsx';

export function SiteFooter() {
  const { t } = useTranslation();
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
            <li><AppLink to="/services/">{t('nav.services')}</AppLink></li>
            <li><AppLink to="/st/catalog/">{t('nav.catalog')}</AppLink></li>
            <li><AppLink to="/customerExperience/">{t('nav.customerExperience')}</AppLink></li>
            <li><AppLink to="/st/BlogCat/">{t('nav.blogCategories')}</AppLink></li>
          </ul>
        </section>
        <section>
          <h2>{t('footer.contact')}</h2>
          <p>{t('contact.address')}</p>
          <p><a href={`tel:${t('contact.phoneHref')}`} dir="ltr">{t('contact.phone')}</a></p>
        </section>
      </div>
      <div className="container site-footer__settings">
        <ColorModeSwitch />
      </div>
      <p className="site-footer__copy">{t('footer.copyright')}</p>
    </footer>
  );
}
