/**
 * The site's configuration of spec §3: the primary colour and the gray tone, by name. shared/palette.ts turns these
 * names into the light and dark palettes; changing a name here re-colours the whole storefront.
 */
export const SITE_CONFIG = {
  ui: {
    primary: 'basePrimary',
    gray: 'cool',
  },
} as const;

export type SiteUi = typeof SITE_CONFIG.ui;
