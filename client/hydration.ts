import type { Resource } from 'i18next';
import type { HydrationState } from 'react-router';
import type { SiteInfo } from './site.ts';

/** What the server sends with the page for the browser to pick up where it left off (one inline script, with nonce). */
export interface PageBootstrap {
  router: HydrationState;
  i18n: { locale: 'fa' | 'en'; resources: Resource };
  site: SiteInfo;
}

export const BOOTSTRAP_GLOBAL = '__NEGAHBAN__';
