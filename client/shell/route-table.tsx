import { data, type LoaderFunctionArgs, type RouteObject, type RouterContextProvider } from 'react-router';
import { SCREENS, matchScreen, type Layout, type Screen, type ScreenId } from '../../shared/routes.ts';
import { LOCALES, splitLocale, type Locale } from '../../shared/locale.ts';
import { Document, DocumentError } from './root.tsx';
import { i18nContext, localeLoader } from '../i18n/locale.ts';
import { DefaultLayout, GrayLayout, PinkLayout, AuthorizeLayout } from './layouts.tsx';
import { PageError } from './page-error.tsx';
import { signalChunkFailure } from '../pwa/chunk-signal.ts';
import { SCREEN_MODULES, type ScreenModule } from '../routes/screen-table.ts';

/** What a route tells the server and the shell about itself. */
export interface RouteHandle {
  screen: ScreenId;
  /** Message namespaces the screen needs besides the shell's (see SHELL_NAMESPACES). */
  i18n: readonly string[];
}

const LAYOUTS: Record<Layout, React.ComponentType> = {
  default: DefaultLayout,
  gray: GrayLayout,
  pink: PinkLayout,
  authorize: AuthorizeLayout,
};

/** The "Page Not Found" of a route validity check (spec §8): a 404 that carries the path. */
const invalidRoute = (url: URL) => data({ message: `Page Not Found: ${url.pathname}${url.search}`, path: url.pathname }, { status: 404 });

/**
 * The screen's loader, after the route's validity check (a numeric id must be all digits) and with the screen's
 * messages loaded (the server has them all; a browser fetches a namespace the first page did not embed).
 */
function validated(screen: Screen, loader: ScreenModule['loader']) {
  return async (args: LoaderFunctionArgs) => {
    const url = new URL(args.request.url);
    const match = matchScreen(splitLocale(url.pathname).path);
    if (match && !match.valid) throw invalidRoute(url);
    if (screen.i18n?.length) await (args.context as unknown as RouterContextProvider).get(i18nContext).loadNamespaces([...screen.i18n]);
    return loader ? loader(args) : null;
  };
}

function screenRoute(locale: Locale, screen: Screen): RouteObject {
  const route = {
    id: `${locale}.${screen.id}`,
    lazy: async () => {
      const module = await SCREEN_MODULES[screen.id]().catch(signalChunkFailure);
      return {
        Component: module.Component,
        loader: validated(screen, module.loader),
        action: module.action,
        ErrorBoundary: module.ErrorBoundary ?? PageError,
        shouldRevalidate: module.shouldRevalidate,
        handle: { ...module.handle, screen: screen.id, i18n: screen.i18n ?? [] } satisfies RouteHandle,
      };
    },
  } satisfies RouteObject;
  return screen.path === '/' ? { ...route, index: true } : { ...route, path: screen.path.slice(1) };
}

/** Unmatched paths (spec §8): a non-fatal 404 "Page not found" carrying `data.path`. */
function notFoundRoute(locale: Locale): RouteObject {
  const notFound = ({ request }: { request: globalThis.Request }) => {
    const url = new URL(request.url);
    throw data({ message: `Page not found: ${url.pathname}${url.search}`, path: url.pathname }, { status: 404 });
  };
  return {
    id: `${locale}.notFound`,
    path: '*',
    ErrorBoundary: PageError,
    loader: notFound,
    // A form posted to no page is a 404 too, not "this page takes no POST" (405).
    action: notFound,
    Component: () => null,
  };
}

function localeTree(locale: Locale): RouteObject {
  const layouts = (Object.keys(LAYOUTS) as Layout[]).map((layout): RouteObject => ({
    id: `${locale}.layout.${layout}`,
    Component: LAYOUTS[layout],
    children: [...SCREENS.filter((s) => s.layout === layout).map((s) => screenRoute(locale, s)), ...(layout === 'default' ? [notFoundRoute(locale)] : [])],
  }));
  return {
    id: locale,
    path: locale === 'fa' ? '/' : '/en',
    loader: localeLoader(locale),
    ErrorBoundary: PageError,
    children: layouts,
  };
}

/** The one route tree, rendered by the server and hydrated by the browser. */
export const routes: RouteObject[] = [{ id: 'root', Component: Document, ErrorBoundary: DocumentError, children: LOCALES.map(localeTree) }];

/**
 * The methods a page address takes (GET and HEAD, and POST where its screen has an action: a form that works before
 * the JavaScript loads), or null when the path is no screen's: the server's 405 answers name them in `Allow`.
 */
export async function pageMethods(pathname: string): Promise<string[] | null> {
  const match = matchScreen(splitLocale(pathname).path);
  if (!match?.valid) return null;
  const module = await SCREEN_MODULES[match.screen.id]();
  return module.action ? ['GET', 'HEAD', 'POST'] : ['GET', 'HEAD'];
}

export const screenOfRoute = (routeId: string): ScreenId | undefined => SCREENS.find((s) => routeId.endsWith(`.${s.id}`))?.id;
