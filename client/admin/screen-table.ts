import type { RouteObject } from 'react-router';
import type { StaffRole } from '../../shared/contracts/admin/access.ts';

/*
 * The back office's one table of screens (Saleor's and Medusa's shape): each entry is a screen's path, its modules and
 * its menu entry, and both the route tree (admin-app.tsx) and the menu (layout.tsx) are built from it. A new screen is
 * one entry here and its module in screens/. Who may call a screen's API is the server's to say (every call is
 * checked); `role` only keeps admins' screens out of staff's menu.
 */

/** A screen's module, loaded when first shown (its own chunk). */
type Module = Extract<NonNullable<RouteObject['lazy']>, () => unknown>;

export interface AdminScreen {
  /** Under /admin/; '' is the dashboard. */
  path: string;
  /** The screen at the path itself. */
  screen: Module;
  /** The form at `path/new` and `path/:id` (a record's screen). */
  form?: Module;
  /** One record's own screen at `path/:id`, where there is no form. */
  item?: Module;
  /** The menu entry's label (admin.json `nav.*`); none: not in the menu. */
  menu?: `nav.${string}`;
  /** Shown in the menu only to this role. */
  role?: StaffRole;
}

export const ADMIN_SCREENS: readonly AdminScreen[] = [
  { path: '', screen: () => import('./screens/dashboard.tsx'), menu: 'nav.dashboard' },
  { path: 'orders', screen: () => import('./screens/orders.tsx'), item: () => import('./screens/order.tsx'), menu: 'nav.orders' },
  { path: 'quotes', screen: () => import('./screens/quotes.tsx'), item: () => import('./screens/quote.tsx'), menu: 'nav.quotes' },
  { path: 'failed-texts', screen: () => import('./screens/failed-texts.tsx'), menu: 'nav.failedTexts' },
  { path: 'reports', screen: () => import('./screens/reports.tsx'), menu: 'nav.reports' },
  { path: 'products', screen: () => import('./screens/products.tsx'), form: () => import('./screens/product-form.tsx'), menu: 'nav.products' },
  { path: 'categories', screen: () => import('./screens/categories.tsx'), form: () => import('./screens/category-form.tsx'), menu: 'nav.categories' },
  { path: 'brands', screen: () => import('./screens/brands.tsx'), form: () => import('./screens/brand-form.tsx'), menu: 'nav.brands' },
  { path: 'stock', screen: () => import('./screens/stock.tsx'), menu: 'nav.stock' },
  { path: 'items/import', screen: () => import('./screens/items-import.tsx'), menu: 'nav.itemsImport' },
  { path: 'requests', screen: () => import('./screens/requests.tsx'), item: () => import('./screens/request.tsx'), menu: 'nav.requests' },
  { path: 'discounts', screen: () => import('./screens/discounts.tsx'), form: () => import('./screens/discount-form.tsx'), menu: 'nav.discounts' },
  { path: 'deliveries', screen: () => import('./screens/deliveries.tsx'), form: () => import('./screens/delivery-form.tsx'), menu: 'nav.deliveries' },
  { path: 'services', screen: () => import('./screens/services.tsx'), form: () => import('./screens/service-form.tsx'), menu: 'nav.services' },
  {
    path: 'post-categories',
    screen: () => import('./screens/post-categories.tsx'),
    form: () => import('./screens/post-category-form.tsx'),
    menu: 'nav.postCategories',
  },
  { path: 'posts', screen: () => import('./screens/posts.tsx'), form: () => import('./screens/post-form.tsx'), menu: 'nav.posts' },
  { path: 'testimonials', screen: () => import('./screens/testimonials.tsx'), form: () => import('./screens/testimonial-form.tsx'), menu: 'nav.testimonials' },
  { path: 'projects', screen: () => import('./screens/projects.tsx'), form: () => import('./screens/project-form.tsx'), menu: 'nav.projects' },
  { path: 'questions', screen: () => import('./screens/questions.tsx'), menu: 'nav.questions' },
  { path: 'service-visits', screen: () => import('./screens/service-visits.tsx'), menu: 'nav.serviceVisits' },
  { path: 'service-rules', screen: () => import('./screens/service-rules.tsx'), menu: 'nav.serviceRules' },
  { path: 'reviews', screen: () => import('./screens/reviews.tsx'), menu: 'nav.reviews' },
  { path: 'site-pages', screen: () => import('./screens/site-pages.tsx'), item: () => import('./screens/site-page-form.tsx'), menu: 'nav.sitePages' },
  { path: 'redirects', screen: () => import('./screens/redirects.tsx'), menu: 'nav.redirects' },
  { path: 'settings', screen: () => import('./screens/settings.tsx'), menu: 'nav.settings' },
  { path: 'audit', screen: () => import('./screens/audit.tsx'), menu: 'nav.audit', role: 'admin' },
  { path: 'roles', screen: () => import('./screens/roles.tsx'), menu: 'nav.roles', role: 'admin' },
];

/** The routes of the table, in its order, then the back office's own 404. */
export function screenRoutes(screens: readonly AdminScreen[] = ADMIN_SCREENS): RouteObject[] {
  const routes = screens.flatMap(({ path, screen, form, item }): RouteObject[] => [
    path ? { path, lazy: screen } : { index: true, lazy: screen },
    ...(form ? [{ path: `${path}/new`, lazy: form }] : []),
    ...((form ?? item) ? [{ path: `${path}/:id`, lazy: (form ?? item)! }] : []),
  ]);
  return [...routes, { path: '*', lazy: () => import('./screens/not-found.tsx') }];
}

/** The menu a role sees: each entry's path and label, in the table's order. */
export const menuFor = (role: StaffRole, screens: readonly AdminScreen[] = ADMIN_SCREENS) =>
  screens.filter((s) => s.menu && (!s.role || s.role === role)).map((s) => ({ to: s.path, label: s.menu! }));
