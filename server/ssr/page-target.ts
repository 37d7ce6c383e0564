import { splitLocale } from '../../shared/locale.ts';
import { matchScreen, screenQuery } from '../../shared/routes.ts';
import { pathAndQuery } from '../http/request-target.ts';

/**
 * The address a page shared by every visitor is rendered for and kept under: the path, and of the query only the
 * parameters its screen reads (shared/routes.ts, `query`), in their order. `/?r=123` is `/`, `/search/?q=x&utm=y` is
 * `/search/?q=x`, and a path no screen claims keeps no query (its page is the not-found page). A random parameter
 * then costs neither a render nor a cache entry; a visitor's address bar keeps what they sent.
 */
export function pageTarget(target: string): string {
  const full = pathAndQuery(target);
  const queryAt = full.indexOf('?');
  if (queryAt < 0) return full;
  const path = full.slice(0, queryAt);
  const match = matchScreen(splitLocale(path).path);
  return path + (match ? screenQuery(match.screen, full.slice(queryAt)) : '');
}
