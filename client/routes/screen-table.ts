import type { ActionFunctionArgs, LoaderFunctionArgs, ShouldRevalidateFunction } from 'react-router';
import type { ScreenId } from '../../shared/routes.ts';

/*
 * The screen table: which module of this folder each screen loads. The route tree (client/shell/route-table.tsx) loads
 * them; the build (scripts/build.ts) imports this table to find each screen's chunk for the asset manifest. Nothing
 * here runs a screen's code: each import() is only called when its screen is first shown.
 */

/** What a screen's module may export: its data (loader, action), its markup, and how it handles errors and reloads. */
export type ScreenModule = {
  loader?: (args: LoaderFunctionArgs) => unknown;
  action?: (args: ActionFunctionArgs) => unknown;
  Component: React.ComponentType;
  ErrorBoundary?: React.ComponentType;
  shouldRevalidate?: ShouldRevalidateFunction;
  handle?: Record<string, unknown>;
};

/**
 * Each screen's module: `client/routes/<the screen id in kebab case>.tsx`, or another screen's (SHARED_SCREEN_MODULES).
 * One chunk per module: each import() becomes its own file in the build.
 */
export const SCREEN_MODULES: Record<ScreenId, () => Promise<ScreenModule>> = {
  home: () => import('./home.tsx'),
  blog: () => import('./blog.tsx'),
  blogCategories: () => import('./blog-categories.tsx'),
  catalog: () => import('./catalog.tsx'),
  contact: () => import('./contact.tsx'),
  categories: () => import('./categories.tsx'),
  category: () => import('./category.tsx'),
  about: () => import('./about.tsx'),
  brands: () => import('./brands.tsx'),
  brand: () => import('./brand.tsx'),
  search: () => import('./search.tsx'),
  searchCategory: () => import('./search.tsx'),
  post: () => import('./post.tsx'),
  product: () => import('./product.tsx'),
  services: () => import('./services.tsx'),
  service: () => import('./service.tsx'),
  customerExperience: () => import('./customer-experience.tsx'),
  projects: () => import('./projects.tsx'),
  basket: () => import('./basket.tsx'),
  order: () => import('./order.tsx'),
  invoice: () => import('./invoice.tsx'),
  login: () => import('./login.tsx'),
  profile: () => import('./profile.tsx'),
  quotes: () => import('./quotes.tsx'),
  quoteNew: () => import('./quote-new.tsx'),
  quote: () => import('./quote.tsx'),
  equipment: () => import('./equipment.tsx'),
  compare: () => import('./compare.tsx'),
};

/** Screens that load another screen's module: the search with a category is the search. */
const SHARED_SCREEN_MODULES: Partial<Record<ScreenId, ScreenId>> = { searchCategory: 'search' };

/**
 * The file a screen's module is, for the build (the browser never calls it, so it is not bundled). The build fails
 * when a screen's import() above names another file: it finds no chunk for this one.
 */
export const screenModuleFile = (id: ScreenId) => `client/routes/${(SHARED_SCREEN_MODULES[id] ?? id).replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)}.tsx`;
