import type { Resource } from 'i18next';
import type { HydrationState } from 'react-router';
import type { SiteInfo } from './site.ts';

/** What the server sends with the page for the browser to pick up where it left off (one inline script, with nonce). */
export interface PageBootstrap {
  router: HydrationState;
  i18n: { locale: 'fa' | 'en'; resources: Resource };
  site: SiteInfo;
  /** The client build this page was rendered for (client/pwa/build-check.ts compares it with /build.json). */
  build: string;
}

export const BOOTSTRAP_GLOBAL = '__NEGAHBAN__';

/** The page's bootstrap data, in the browser. */
export const pageBootstrap = () => (window as unknown as Record<string, PageBootstrap>)[BOOTSTRAP_GLOBAL];
