import { useLocation, useMatches, useRouteError } from 'react-router';
import { useTranslation } from '../i18n/react.tsx';
import type { PageSeo, Picture } from '../../shared/contracts/catalog.ts';
import { LOCALES, LOCALE_TAG, splitLocale, type Locale } from '../../shared/locale.ts';
import type { ScreenId } from '../../shared/routes.ts';
import { useSite } from './site.ts';
import { localizeText } from '../../shared/bidi.ts';
import { fileUrl, pageUrl, pictureSrc } from '../seo/urls.ts';

export type OgType = 'website' | 'product' | 'article';

interface PageMetaProps {
  title: string;
  description: string;
  /**
   * The page's own locale-less path when it differs from the address (a product reached with a wrong name), or one
   * path per language when they differ (product and post names are translated).
   */
  canonicalPath?: string | Record<Locale, string>;
  /** The page's picture: a stored Picture (its largest rendition is shared) or a site path; the site's card when absent. */
  image?: Picture | string | null;
  /** og:type; by default it follows the screen (product → "product", post → "article", anything else "website"). */
  type?: OgType;
  /**
   * The page's own title and description from the back office (issue #32): each, when set, is used as written instead
   * of the generated one (the title whole, without the site's name after it).
   */
  seo?: PageSeo;
}

/** Crawlers do not read SVG share images, so the fallback is a 1200×630 PNG (drawn by scripts/og-images.ts). */
const DEFAULT_IMAGE = { src: '/images/og-default.png', width: 1200, height: 630 };

const OG_TYPE_OF_SCREEN: Partial<Record<ScreenId, OgType>> = { product: 'product', post: 'article' };

/** The screen's og:type; an error page shown in a product's place (a 404) is a plain website. */
function useScreenOgType(): OgType {
  const failed = Boolean(useRouteError());
  const screen = (useMatches().at(-1)?.handle as { screen?: ScreenId } | undefined)?.screen;
  return (!failed && screen && OG_TYPE_OF_SCREEN[screen]) || 'website';
}

function shareImage(image: PageMetaProps['image']): { src: string; width?: number; height?: number; alt?: string } {
  if (!image) return DEFAULT_IMAGE;
  if (typeof image === 'string') return { src: image };
  const width = Math.max(...image.widths);
  return { src: pictureSrc(image), width, height: Math.round((width * image.height) / image.width), alt: image.alt };
}

const ogLocale = (locale: Locale) => LOCALE_TAG[locale].replace('-', '_');

/**
 * Title, description, canonical URL and hreflang alternates (fa, en, x-default), plus the Open Graph and Twitter card
 * tags that link previews read; React 19 hoists them into <head>. Every page shares a picture: its own or the site's.
 */
export function PageMeta({ title, description: generated, canonicalPath, image, type, seo }: PageMetaProps) {
  const { origin } = useSite();
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const screenType = useScreenOgType();
  const { locale, path: here } = splitLocale(pathname);
  const pathIn = (lng: Locale) => (typeof canonicalPath === 'string' ? canonicalPath : canonicalPath?.[lng]) ?? here;
  const url = (lng: Locale) => pageUrl({ origin, locale: lng }, pathIn(lng));
  // Persian digits in the tab title too ("سفارش شماره ۱"); model codes keep theirs.
  const fullTitle = seo?.seoTitle || `${localizeText(title, locale)} | ${t('site.name')}`;
  const description = seo?.seoDescription || generated;
  const picture = shareImage(image);
  const imageUrl = fileUrl(origin, picture.src);
  const imageAlt = picture.alt || (image ? title : t('site.name'));
  return (
    <>
      <title>{fullTitle}</title>
      <meta name="description" content={description} />
      <link rel="canonical" href={url(locale)} />
      <link rel="alternate" hrefLang="fa" href={url('fa')} />
      <link rel="alternate" hrefLang="en" href={url('en')} />
      <link rel="alternate" hrefLang="x-default" href={url('fa')} />
      <meta property="og:type" content={type ?? screenType} />
      <meta property="og:title" content={fullTitle} />
      <meta property="og:description" content={description} />
      <meta property="og:url" content={url(locale)} />
      <meta property="og:locale" content={ogLocale(locale)} />
      {LOCALES.filter((l) => l !== locale).map((l) => (
        <meta key={l} property="og:locale:alternate" content={ogLocale(l)} />
      ))}
      <meta property="og:image" content={imageUrl} />
      {picture.width !== undefined && <meta property="og:image:width" content={String(picture.width)} />}
      {picture.height !== undefined && <meta property="og:image:height" content={String(picture.height)} />}
      <meta property="og:image:alt" content={imageAlt} />
      {/* Every page has a picture (its own or the site's card), so previews always use the large card. */}
      <meta name="twitter:card" content="summary_large_image" />
      <meta name="twitter:title" content={fullTitle} />
      <meta name="twitter:description" content={description} />
      <meta name="twitter:image" content={imageUrl} />
      <meta name="twitter:image:alt" content={imageAlt} />
    </>
  );
}
