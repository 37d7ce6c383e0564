import { lazy, Suspense, useEffect, useState } from 'react';
import { Outlet } from 'react-router';
import { useTranslation } from '../i18n/react.tsx';
import { LOCALE_DIR, LOCALE_TAG } from '../../shared/locale.ts';
import { ICON_URL_PREFIX, MANIFEST_PATH, THEME_COLOR, iconFile } from '../../shared/web-manifest.ts';
import { AssetHints } from './assets.tsx';
import { useLocale } from '../i18n/locale.ts';
import { ScrollManager } from './scroll-manager.tsx';
import { PageLoader } from '../ui/page-loader.tsx';
import { ColorModeScript } from '../color-mode/color-mode-script.tsx';
import { PageError } from './page-error.tsx';

/** iOS takes its home-screen icon from this link, not from the manifest. */
const APPLE_TOUCH_ICON = ICON_URL_PREFIX + iconFile(192);

function Html({ children }: { children: React.ReactNode }) {
  const locale = useLocale();
  const { t } = useTranslation();
  return (
    // The head script sets the visitor's colour mode on <html> before React hydrates it: an attribute React never rendered.
    <html lang={LOCALE_TAG[locale]} dir={LOCALE_DIR[locale]} suppressHydrationWarning>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <ColorModeScript />
        <meta name="theme-color" content={THEME_COLOR} />
        <meta property="og:site_name" content={t('site.name')} />
        <link rel="icon" href="/icons/icon.svg" type="image/svg+xml" />
        <link rel="manifest" href={MANIFEST_PATH[locale]} />
        <link rel="apple-touch-icon" href={APPLE_TOUCH_ICON} />
        <AssetHints />
      </head>
      <body>{children}</body>
    </html>
  );
}

/** Marks <html> once React has hydrated it: browser tests wait for this instead of guessing with timers. */
function useHydratedMark() {
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true';
  }, []);
}

const ShellExtras = lazy(() => import('./shell-extras.tsx'));

/** Mounts the shell's extras once the page is interactive: never server-rendered, never part of the first JavaScript. */
function DeferredShell() {
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  return mounted ? (
    <Suspense fallback={null}>
      <ShellExtras />
    </Suspense>
  ) : null;
}

/** The whole document; every page renders inside it, in the language of its path. */
export function Document() {
  useHydratedMark();
  return (
    <Html>
      <ScrollManager />
      <PageLoader />
      <Outlet />
      <DeferredShell />
    </Html>
  );
}

/** Last resort when even a language's subtree failed: the same 404 page (spec §8), without header and footer. */
export function DocumentError() {
  return (
    <Html>
      <PageError />
    </Html>
  );
}
