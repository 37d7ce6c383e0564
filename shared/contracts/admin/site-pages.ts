import type { SitePageKey } from '../content.ts';
import { recordContracts } from './records.ts';

/**
 * A page of the site the operator edits (issue 32): the home page (its hero: title, text, picture; its featured
 * products and categories, in order), the about and the customer-experience pages (title and Markdown). Empty texts
 * and empty lists mean the site's built-in words and choice. The three pages exist from the start: there is no
 * creating or removing one.
 */
export interface AdminSitePage {
  id?: number;
  key: SitePageKey;
  titleFa: string;
  titleEn: string;
  bodyFa: string;
  bodyEn: string;
  /** The hero picture as the site shows it (home only); null: none. */
  pictureUrl: string | null;
  /** A checked upload that becomes the hero picture on save. */
  pictureUploadId?: number;
  /** Takes the hero picture away. */
  removePicture?: boolean;
  featuredProductIds: number[];
  featuredCategoryIds: number[];
}

export const adminSitePageContracts = recordContracts<AdminSitePage>()('sitePage', () => import('./site-pages.inputs.ts').then((m) => m.sitePage));
