import { randomUUID } from 'node:crypto';
import pg from 'pg';
import type { Logger } from '../../lib/logger.ts';
import { isChangeTopic, localFanOut, type ChangeBus, type ChangeTopic } from './change-bus.ts';

/** The one channel every process of the shop listens on (a topic travels inside the message). */
export const CHANGE_CHANNEL = 'negahban_changes';
/** Names the listening connection in pg_stat_activity (and lets a test cut it). */
export const LISTENER_APPLICATION_NAME = 'negahban-change-bus';

const FIRST_RETRY_MS = 100;
const LAST_RETRY_MS = 5_000;

/**
 * PostgreSQL LISTEN/NOTIFY on a connection of its own (a pooled one would be handed to queries and stop listening).
 * A dropped connection is opened again with a growing pause; events sent meanwhile are lost, so once it listens
 * again the process's own listeners get `bus.resync` and drop what they kept. The publisher's own listeners hear
 * its event at once, before it goes out, and its echo from the database is ignored.
 */
export function pgChangeBus(connectionString: string, log: Logger): ChangeBus {
  const fanOut = localFanOut();
  const self = randomUUID();
  const deliver = (topic: ChangeTopic, payload: unknown) => fanOut.deliver(topic, payload, (err) => log.error({ err, topic }, 'a change listener failed'));
  // Publishing goes through a pool of one: it reconnects by itself, and a slow listener never holds up a publisher.
  const publisher = new pg.Pool({ connectionString, max: 1, application_name: 'negahban-change-publisher' });
  publisher.on('error', (err) => log.warn({ err }, 'change bus publisher connection failed'));

  let closed = false;
  let listener: pg.Client | undefined;
  let retryMs = FIRST_RETRY_MS;
  let retry: ReturnType<typeof setTimeout> | undefined;
  let heardBefore = false;
  let markReady: () => void;
  const ready = new Promise<void>((resolve) => (markReady = resolve));

  const onNotification = (message: pg.Notification) => {
    try {
      const { topic, payload, from } = JSON.parse(message.payload ?? '') as { topic: unknown; payload: unknown; from: string };
      if (from !== self && isChangeTopic(topic)) deliver(topic, payload);
    } catch (err) {
      log.warn({ err }, 'an unreadable change event was ignored');
    }
  };

  const connect = async () => {
    if (closed) return;
    const client = new pg.Client({ connectionString, application_name: LISTENER_APPLICATION_NAME });
    const lost = (err?: Error) => {
      if (listener !== client) return;
      listener = undefined;
      client.removeAllListeners('notification');
      void client.end().catch(() => {});
      if (closed) return;
      log.warn({ err, retryMs }, 'change bus lost its database connection; listening again soon');
      scheduleConnect();
    };
    client.on('error', lost);
    client.on('end', () => lost());
    client.on('notification', onNotification);
    try {
      listener = client;
      await client.connect();
      await client.query(`LISTEN ${CHANGE_CHANNEL}`);
    } catch (err) {
      lost(err as Error);
      return;
    }
    if (closed) return void client.end().catch(() => {});
    retryMs = FIRST_RETRY_MS;
    // Whatever was sent while nobody here listened is unknown: drop everything kept.
    if (heardBefore) deliver('bus.resync', { reason: 'reconnected' });
    heardBefore = true;
    markReady();
  };
  const scheduleConnect = () => {
    clearTimeout(retry);
    retry = setTimeout(() => void connect(), retryMs);
    retryMs = Math.min(retryMs * 2, LAST_RETRY_MS);
  };
  void connect();

  return {
    async publish(topic, payload = null) {
      deliver(topic, payload);
      try {
        await publisher.query('select pg_notify($1, $2)', [CHANGE_CHANNEL, JSON.stringify({ topic, payload, from: self })]);
      } catch (err) {
        // The change itself is committed; other processes keep their copy until their next resync or change.
        log.error({ err, topic }, 'could not tell other processes about a change');
      }
    },
    subscribe: fanOut.subscribe,
    ready,
    async close() {
      closed = true;
      clearTimeout(retry);
      const client = listener;
      listener = undefined;
      await Promise.all([client?.end().catch(() => {}), publisher.end().catch(() => {})]);
    },
  };
}
