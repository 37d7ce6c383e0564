import type { TFunction } from 'i18next';
import type { Db } from '../db/db.ts';
import { loadConfig } from '../config.ts';
import { createLogger } from '../lib/logger.ts';
import { systemClock } from '../lib/clock.ts';
import { createIntegrations } from '../integrations/index.ts';
import { createServices } from './index.ts';

/** The services over a database for scripts and tests that need no server: default configuration, silent log, local integrations. */
export function servicesOver(db: Db) {
  const config = loadConfig({});
  const log = createLogger('silent');
  // Scripts and tests that use this send no SMS: a message is its key.
  const texts = () => ((key: string) => key) as unknown as TFunction;
  return createServices({ db, clock: systemClock, log, config, integrations: createIntegrations(config, log), texts });
}
