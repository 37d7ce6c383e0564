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

/** The back office's route tree, under /admin/ (each screen its own chunk). */
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
        children: [
          { index: true, lazy: () => import('./screens/dashboard.tsx') },
          { path: 'products', lazy: () => import('./screens/products.tsx') },
          { path: 'products/new', lazy: () => import('./screens/product-form.tsx') },
          { path: 'products/:id', lazy: () => import('./screens/product-form.tsx') },
          { path: 'stock', lazy: () => import('./screens/stock.tsx') },
          { path: 'requests', lazy: () => import('./screens/requests.tsx') },
          { path: 'requests/:id', lazy: () => import('./screens/request.tsx') },
          { path: 'orders', lazy: () => import('./screens/orders.tsx') },
          { path: 'orders/:id', lazy: () => import('./screens/order.tsx') },
          { path: 'failed-texts', lazy: () => import('./screens/failed-texts.tsx') },
          { path: 'roles', lazy: () => import('./screens/roles.tsx') },
          { path: 'audit', lazy: () => import('./screens/audit.tsx') },
          { path: 'discounts', lazy: () => import('./screens/discounts.tsx') },
          { path: 'discounts/new', lazy: () => import('./screens/discount-form.tsx') },
          { path: 'discounts/:id', lazy: () => import('./screens/discount-form.tsx') },
          { path: 'deliveries', lazy: () => import('./screens/deliveries.tsx') },
          { path: 'deliveries/new', lazy: () => import('./screens/delivery-form.tsx') },
          { path: 'deliveries/:id', lazy: () => import('./screens/delivery-form.tsx') },
          { path: 'categories', lazy: () => import('./screens/categories.tsx') },
          { path: 'categories/new', lazy: () => import('./screens/category-form.tsx') },
          { path: 'categories/:id', lazy: () => import('./screens/category-form.tsx') },
          { path: 'brands', lazy: () => import('./screens/brands.tsx') },
          { path: 'brands/new', lazy: () => import('./screens/brand-form.tsx') },
          { path: 'brands/:id', lazy: () => import('./screens/brand-form.tsx') },
          { path: 'services', lazy: () => import('./screens/services.tsx') },
          { path: 'services/new', lazy: () => import('./screens/service-form.tsx') },
          { path: 'services/:id', lazy: () => import('./screens/service-form.tsx') },
          { path: 'post-categories', lazy: () => import('./screens/post-categories.tsx') },
          { path: 'post-categories/new', lazy: () => import('./screens/post-category-form.tsx') },
          { path: 'post-categories/:id', lazy: () => import('./screens/post-category-form.tsx') },
          { path: 'posts', lazy: () => import('./screens/posts.tsx') },
          { path: 'posts/new', lazy: () => import('./screens/post-form.tsx') },
          { path: 'posts/:id', lazy: () => import('./screens/post-form.tsx') },
          { path: 'testimonials', lazy: () => import('./screens/testimonials.tsx') },
          { path: 'testimonials/new', lazy: () => import('./screens/testimonial-form.tsx') },
          { path: 'testimonials/:id', lazy: () => import('./screens/testimonial-form.tsx') },
          { path: 'projects', lazy: () => import('./screens/projects.tsx') },
          { path: 'projects/new', lazy: () => import('./screens/project-form.tsx') },
          { path: 'projects/:id', lazy: () => import('./screens/project-form.tsx') },
          { path: '*', lazy: () => import('./screens/not-found.tsx') },
        ],
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
