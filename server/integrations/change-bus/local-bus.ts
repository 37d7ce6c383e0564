import type { Logger } from '../../lib/logger.ts';
import { localFanOut, type ChangeBus } from './change-bus.ts';

/** One process (SQLite: one writer, one process): an event reaches this process's listeners and nothing else. */
export function localChangeBus(log: Logger): ChangeBus {
  const fanOut = localFanOut();
  return {
    async publish(topic, payload) {
      fanOut.deliver(topic, payload, (err) => log.error({ err, topic }, 'a change listener failed'));
    },
    subscribe: fanOut.subscribe,
    ready: Promise.resolve(),
    close: async () => {},
  };
}
