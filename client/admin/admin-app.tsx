import { StrictMode, useMemo, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider, type RouteObject } from 'react-router';
import { ADMIN_BOOT_ID, type AdminBoot } from '../../shared/contracts/admin/boot.ts';
import { isLocale, LOCALE_DIR, type Locale } from '../../shared/locale.ts';
import { I18nContext, translator, useI18n } from './admin-i18n.tsx';
import { LOCALE_KEY } from './admin-api.ts';
import { AdminLayout, layoutLoader } from './layout.tsx';
import { setAdminLocale } from './admin-locale.ts';
import { ScreenError } from './screen-error.tsx';
import { screenRoutes } from './screen-table.ts';

/** The back office's route tree, under /admin/: the layout, and the screens of screen-table.ts (each its own chunk). */
const routes: RouteObject[] = [
  {
    id: 'admin',
    path: '/',
    loader: layoutLoader,
    Component: AdminLayout,
    // Shown while the layout's first data loads (the page arrives as an empty shell, nothing to hydrate).
    HydrateFallback: Loading,
    shouldRevalidate: ({ formMethod, currentUrl, nextUrl }) => !!formMethod || currentUrl.pathname === nextUrl.pathname,
    // Screens load beside the layout; a failure of theirs (the password step not given yet) stays inside the layout.
    children: [
      {
        ErrorBoundary: ScreenError,
        children: screenRoutes(),
      },
    ],
  },
];

function Loading() {
  const { t } = useI18n();
  return (
    <p className="admin-loading" role="status">
      {t('loading')}
    </p>
  );
}

function App({ boot }: { boot: AdminBoot }) {
  const stored = localStorage.getItem(LOCALE_KEY);
  const [locale, setLocale] = useState<Locale>(isLocale(stored) ? stored : boot.locale);
  setAdminLocale(locale);
  const router = useMemo(() => createBrowserRouter(routes, { basename: '/admin' }), []);
  const i18n = useMemo(
    () => ({
      locale,
      t: translator(boot, locale),
      setLocale(next: Locale) {
        localStorage.setItem(LOCALE_KEY, next);
        setAdminLocale(next);
        document.documentElement.lang = next;
        document.documentElement.dir = LOCALE_DIR[next];
        setLocale(next);
        void router.revalidate();
      },
    }),
    [locale, boot, router],
  );
  document.documentElement.lang = locale;
  document.documentElement.dir = LOCALE_DIR[locale];
  return (
    <I18nContext.Provider value={i18n}>
      <RouterProvider router={router} />
    </I18nContext.Provider>
  );
}

export function start() {
  const boot = JSON.parse(document.getElementById(ADMIN_BOOT_ID)!.textContent!) as AdminBoot;
  createRoot(document.getElementById('admin-root')!).render(
    <StrictMode>
      <App boot={boot} />
    </StrictMode>,
  );
}
