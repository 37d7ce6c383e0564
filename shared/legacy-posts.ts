import { servicePath } from './routes.ts';

/**
 * Old post addresses whose content moved to service pages (spec §2): the navigation rules redirect them, and no list
 * shows them (the blog, its categories' counts, related posts, the sitemap: each lists only final addresses).
 */
export const LEGACY_POSTS: ReadonlyMap<number, string> = new Map([
  [45, servicePath('fire-alarm-system')],
  [12, servicePath('security-camera')],
  [149, servicePath('fire-extinguishing-system')],
]);

/** The retired posts' ids, for the queries that list posts to leave them out. */
export const RETIRED_POST_IDS: readonly number[] = [...LEGACY_POSTS.keys()];
