/** Hydrates the server-rendered document: loaded by entry.client.tsx once the browser has painted it. */
import { StrictMode, startTransition } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, matchRoutes } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { I18nextProvider } from '../i18n/react.tsx';
import { routes } from './route-table.tsx';
import { createClientI18n } from '../i18n/client-i18n.ts';
import { browserRouterContext } from './router-context.ts';
import { SiteContext } from './site.ts';
import { pageBootstrap } from './hydration.ts';
import { reviveDeferred } from './deferred.ts';
import { dataStrategy } from '../api/prefetched-loads.ts';
import { animatePageChanges } from './page-transition.ts';
import { RenderedForContext, startSession } from '../auth/session.ts';
import { loadAccountMenu } from '../auth/header-account.tsx';
import { loadStructuredData } from '../seo/json-ld.tsx';
import { redrawRestoredPages } from '../auth/restored-page.ts';

/**
 * Lets the browser handle input and paint between the steps below: each is a few milliseconds on a fast machine, but
 * on a slow phone the evaluation of React, the route matching and the router's creation would together be one long
 * task that holds back the visitor's first tap.
 */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve));

await nextTask();
const boot = pageBootstrap();
const i18n = createClientI18n(boot.i18n.locale, {});
const renderedFor = boot.user ?? null;
startSession(renderedFor);
redrawRestoredPages();

// The matched screens are lazy chunks, and the page's messages are files (the page carries only their names, which
// keeps it small): both are loaded before hydrating, so the first render matches the server's HTML. So is the account
// menu of a page rendered for a signed-in visitor.
const matches = matchRoutes(routes, window.location) ?? [];
await Promise.all([
  i18n.loadNamespaces(boot.i18n.namespaces),
  renderedFor && loadAccountMenu(),
  ...matches.map(async ({ route }) => {
    if (typeof route.lazy !== 'function') return;
    const loaded = await route.lazy();
    Object.assign(route, { ...loaded, lazy: undefined });
  }),
]);

await nextTask();
const router = createBrowserRouter(routes, {
  hydrationData: { ...boot.router, loaderData: reviveDeferred(boot.router.loaderData ?? {}, document) },
  // Takes the answers of screens prefetched when their links came into view (client/shell/link-prefetcher.tsx).
  dataStrategy,
  getContext: () => browserRouterContext(i18n),
});
animatePageChanges(router);
// The pages the browser renders itself write their own structured data; this one keeps the server's.
const unsubscribe = router.subscribe((state) => {
  if (state.navigation.state === 'idle') return;
  void loadStructuredData();
  unsubscribe();
});
await nextTask();

// As a transition the hydration is time-sliced: React yields to the browser every few milliseconds instead of holding
// the main thread for the whole document (one long task that would delay the visitor's first tap).
startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <SiteContext.Provider value={boot.site}>
        <I18nextProvider i18n={i18n}>
          <RenderedForContext.Provider value={renderedFor}>
            <RouterProvider router={router} />
          </RenderedForContext.Provider>
        </I18nextProvider>
      </SiteContext.Provider>
    </StrictMode>,
  );
});
