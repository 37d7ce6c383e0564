import type { i18n } from 'i18next';
import type { Config } from './config.ts';
import type { Db } from './db/db.ts';
import type { Logger } from './lib/logger.ts';
import type { Services } from './services/index.ts';
import type { Resources } from './i18n.ts';
import type { AssetManifest } from './ssr/assets.ts';
import type { SessionResolver } from './http/middleware/visitor.ts';
import type { Integrations } from './integrations/index.ts';
import type { PageCacheOutcome } from './ssr/page-cache.ts';

/** What createApp (server/app.ts) is built from; the page handler reads the same (apart, so neither imports the other). */
export interface AppDeps {
  config: Config;
  db: Db;
  log: Logger;
  services: Services;
  i18n: i18n;
  resources: Resources;
  assets: AssetManifest;
  /** Turns a session cookie into the signed-in user (the auth service's); none means every visitor is anonymous. */
  resolveSession?: SessionResolver;
  integrations: Integrations;
  /** True once the process was told to stop (/readyz answers 503); never, when unset. */
  draining?: () => boolean;
  /**
   * Told whether each page answer came from the page cache (the seam for metrics: pageCacheHits, pageCacheMisses);
   * `early` for a hit the lane answered before the app (server/ssr/page-cache-lane.ts).
   */
  observePageCache?: (outcome: PageCacheOutcome | 'early hit') => void;
}
