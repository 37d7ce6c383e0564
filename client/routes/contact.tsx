import { useTranslation } from '../i18n/react.tsx';
import { PageMeta } from '../shell/page-meta.tsx';
import { PageTitle } from '../ui/page-title.tsx';
import { Map } from '../ui/map.tsx';
import { Icon } from '../ui/icon.tsx';
import { useLoaderData, useSearchParams, type LoaderFunctionArgs } from 'react-router';
import { LazyContactForm } from '../forms/lazy-contact-form.tsx';
import { PhoneLinks, SocialLinks } from '../shell/contact-parts.tsx';
import { loaderApi } from '../api/client.ts';
import { siteContracts } from '../../shared/contracts/site.ts';

/** The office's address, phones, hours, map point and accounts: the back office's settings. */
export async function loader(args: LoaderFunctionArgs) {
  return loaderApi(args).call(siteContracts.contact, {});
}

/** A price inquiry's link names the product (`?product=<id>&title=<name>`, see PriceInquiry). */
function inquiredProduct(params: URLSearchParams) {
  const id = Number(params.get('product'));
  const name = params.get('title')?.slice(0, 200);
  return Number.isInteger(id) && id > 0 && name ? { id, name } : undefined;
}

/** Contact details, the map, and the consultation form (6 rows here, spec §9). */
export function Component() {
  const { t } = useTranslation(['content', 'forms', 'common']);
  const [params] = useSearchParams();
  const contact = useLoaderData<typeof loader>();
  return (
    <main className="container">
      <PageMeta title={t('screens.contact.title')} description={t('screens.contact.description')} />
      <PageTitle title={t('screens.contact.title')} crumbs={[{ label: t('screens.contact.title') }]} lead={t('contactPage.lead')} />
      <div className="contact">
        {/* The heading stands before the address: an <address> holds contact details only (HTML: no headings in it). */}
        <section className="card contact__card" aria-labelledby="office-heading">
          <h2 id="office-heading">{t('contactPage.office')}</h2>
          <address>
            <p>{contact.address}</p>
            <PhoneLinks
              phones={contact.phones}
              icon={
                <>
                  <Icon name="phone" size={18} />{' '}
                </>
              }
            />
            <p>
              {t('contactPage.email')}:{' '}
              <a href="mailto:info@negahban.example" dir="ltr">
                info@negahban.example
              </a>
            </p>
          </address>
          <p className="card__meta">{contact.hours}</p>
          <SocialLinks social={contact.social} />
        </section>
        <Map lat={contact.map.lat} lng={contact.map.lng} label={contact.address} />
      </div>
      <section className="section card contact__form" aria-labelledby="consultation-heading">
        <h2 id="consultation-heading">{t('forms:contact.heading')}</h2>
        <p>{t('forms:contact.lead')}</p>
        <LazyContactForm rows={6} product={inquiredProduct(params)} idPrefix="contact" />
      </section>
    </main>
  );
}
