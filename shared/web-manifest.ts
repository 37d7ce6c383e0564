import { LOCALE_DIR, LOCALE_TAG, localizePath, type Locale } from './locale.ts';

/** Sizes of the square "any" icons (launchers, splash screens, task bars); 192 and 512 are what installability asks. */
export const ICON_SIZES = [48, 72, 96, 128, 144, 152, 192, 256, 384, 512] as const;
/** Sizes of the maskable icons: the launcher crops them to its own shape, so the mark sits inside the safe zone. */
export const MASKABLE_SIZES = [192, 512] as const;

/** Where the build writes the icons (scripts/build-pwa.ts) and the server serves them (server/http/pwa.routes.ts). */
export const ICON_URL_PREFIX = '/icons/app/';
/** The ICO the build writes beside the app icons; the server answers /favicon.ico with it. */
export const FAVICON_FILE = 'favicon.ico';
export const iconFile = (size: number, maskable = false) => `${maskable ? 'maskable' : 'icon'}-${size}.png`;

/** Each language's manifest: Persian keeps the address spec §1 names, English sits beside its pages. */
export const MANIFEST_PATH: Record<Locale, string> = { fa: '/manifest.webmanifest', en: '/en/manifest.webmanifest' };

/** The page the service worker shows in place of a page never seen, when there is no network. */
export const offlinePage = (locale: Locale) => localizePath('/offline.html', locale);

export const THEME_COLOR = '#d64343';
export const BACKGROUND_COLOR = '#ffffff';

export interface ManifestTexts {
  name: string;
  shortName: string;
  description: string;
  search: string;
  cart: string;
}

interface ManifestIcon {
  src: string;
  sizes: string;
  type: string;
  purpose: 'any' | 'maskable';
}

export interface WebManifest {
  id: string;
  name: string;
  short_name: string;
  description: string;
  lang: string;
  dir: 'rtl' | 'ltr';
  start_url: string;
  scope: string;
  display: 'standalone';
  theme_color: string;
  background_color: string;
  icons: ManifestIcon[];
  shortcuts: { name: string; short_name: string; url: string; icons: ManifestIcon[] }[];
}

const icon = (size: number, maskable = false): ManifestIcon => ({
  src: ICON_URL_PREFIX + iconFile(size, maskable),
  sizes: `${size}x${size}`,
  type: 'image/png',
  purpose: maskable ? 'maskable' : 'any',
});

/**
 * The web app manifest of one language. Both share the scope (the whole site, so the language switch stays inside the
 * app) but not the start page, and each has its own id, so a phone may install either one.
 */
export function webManifest(locale: Locale, texts: ManifestTexts): WebManifest {
  const start = localizePath('/', locale);
  return {
    id: start,
    name: texts.name,
    short_name: texts.shortName,
    description: texts.description,
    lang: LOCALE_TAG[locale],
    dir: LOCALE_DIR[locale],
    start_url: start,
    scope: '/',
    display: 'standalone',
    theme_color: THEME_COLOR,
    background_color: BACKGROUND_COLOR,
    icons: [...ICON_SIZES.map((size) => icon(size)), ...MASKABLE_SIZES.map((size) => icon(size, true))],
    shortcuts: [
      { name: texts.search, short_name: texts.search, url: localizePath('/search/', locale), icons: [icon(96)] },
      { name: texts.cart, short_name: texts.cart, url: localizePath('/basket/', locale), icons: [icon(96)] },
    ],
  };
}
