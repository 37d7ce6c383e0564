import { useTranslation } from '../i18n/react.tsx';
import type { SiteContact } from '../../shared/site-contact.ts';

/*
 * How the company is reached, from the back office's settings (client/shell/site.ts): the footer and the contact page
 * show the same phones and links. A phone reads left to right in either language, isolated from the text around it.
 */

/** Each phone a `tel:` link, a paragraph each. */
export function PhoneLinks({ phones, icon }: { phones: SiteContact['phones']; icon?: React.ReactNode }) {
  return phones.map((phone) => (
    <p key={phone.href}>
      {icon}
      <a href={`tel:${phone.href}`} dir="ltr">
        {phone.text}
      </a>
    </p>
  ));
}

/** The social accounts the operator named, by their networks' names; nothing when none is. */
export function SocialLinks({ social }: { social: SiteContact['social'] }) {
  const { t } = useTranslation();
  if (!social.length) return null;
  return (
    <ul className="social-links" aria-label={t('social.label')}>
      {social.map(({ network, url }) => (
        <li key={network}>
          <a href={url} rel="me noopener noreferrer">
            {t(`social.${network}`)}
          </a>
        </li>
      ))}
    </ul>
  );
}
