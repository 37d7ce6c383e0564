import { servicePath } from './routes.ts';

/**
 * Old post addresses whose content moved to service pages (spec §2): the navigation rules redirect them, and the
 * sitemap leaves them out (it lists only final addresses).
 */
export const LEGACY_POSTS: ReadonlyMap<number, string> = new Map([
  [45, servicePath('fire-alarm-system')],
  [12, servicePath('security-camera')],
  [149, servicePath('fire-extinguishing-system')],
]);
