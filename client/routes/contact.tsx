import '../common.ts';
import { useTranslation } from 'react-i18next';
import { PageMeta } from '../components/site/page-meta.tsx';
import { PageTitle } from '../components/ui/page-title.tsx';
import { Map } from '../components/ui/map.tsx';
import { Icon } from '../components/ui/icon.tsx';

/** The office's coordinates (Valiasr St., Vanak): for the map link. */
const OFFICE = { lat: 35.7579, lng: 51.4096 };

/** Contact details and the map; the consultation form arrives with its own issue. */
export function Component() {
  const { t } = useTranslation();
  return (
    <main className="container">
      <PageMeta title={t('screens.contact.title')} description={t('screens.contact.description')} />
      <PageTitle title={t('screens.contact.title')} crumbs={[{ label: t('screens.contact.title') }]} lead={t('contactPage.lead')} />
      <div className="contact">
        <address className="card contact__card">
          <h2>{t('contactPage.office')}</h2>
          <p>{t('contact.address')}</p>
          <p>
            <Icon name="phone" size={18} /> <a href={`tel:${t('contact.phoneHref')}`} dir="ltr">{t('contact.phone')}</a>
          </p>
          <p>
            {t('contactPage.email')}: <a href="mailto:info@negahban.example" dir="ltr">info@negahban.example</a>
          </p>
          <p className="card__meta">{t('contactPage.hours')}</p>
        </address>
        <Map lat={OFFICE.lat} lng={OFFICE.lng} label={t('contact.address')} />
      </div>
    </main>
  );
}
