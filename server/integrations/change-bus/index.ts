import type { Logger } from '../../lib/logger.ts';
import type { ChangeBus } from './change-bus.ts';
import { localChangeBus } from './local-bus.ts';
import { pgChangeBus } from './pg-bus.ts';

export type { ChangeBus, ChangeTopic } from './change-bus.ts';
export { CHANGE_TOPICS } from './change-bus.ts';

/**
 * The bus the database calls for: LISTEN/NOTIFY on PostgreSQL (every worker and machine of the shop shares it), an
 * in-process event on SQLite (one process). REDIS_URL is not read: no Redis client is installed (see ARCHITECTURE.md).
 */
export function createChangeBus(databaseUrl: string, log: Logger): ChangeBus {
  return /^postgres(ql)?:\/\//.test(databaseUrl) ? pgChangeBus(databaseUrl, log) : localChangeBus(log);
}
