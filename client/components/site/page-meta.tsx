import { useLocation } from 'react-router';
import { localizePath, splitLocale } from '../../../shared/locale.ts';
import { useSite } from '../../site.ts';
import { useTranslation } from 'react-i18next';

interface PageMetaProps {
  title: string;
  description: string;
  /** Locale-less canonical path when it differs from the address (e.g. a product reached with a wrong name). */
  canonicalPath?: string;
  image?: string;
}

/** Title, description, canonical URL and hreflang alternates (fa, en, x-default); React 19 hoists them into <head>. */
export function PageMeta({ title, description, canonicalPath, image }: PageMetaProps) {
  const { origin } = useSite();
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const { locale, path: here } = splitLocale(pathname);
  const path = canonicalPath ?? here;
  const url = (lng: 'fa' | 'en') => origin + localizePath(path, lng);
  const fullTitle = `${title} | ${t('site.name')}`;
  return (
    <>
      <title>{fullTitle}</title>
      <meta name="description" content={description} />
      <link rel="canonical" href={url(locale)} />
      <link rel="alternate" hrefLang="fa" href={url('fa')} />
      <link rel="alternate" hrefLang="en" href={url('en')} />
      <link rel="alternate" hrefLang="x-default" href={url('fa')} />
      <meta property="og:title" content={fullTitle} />
      <meta property="og:description" content={description} />
      <meta property="og:url" content={url(locale)} />
      <meta property="og:locale" content={locale === 'fa' ? 'fa_IR' : 'en_US'} />
      {image && <meta property="og:image" content={origin + image} />}
    </>
  );
}
