import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { loadConfig } from '../../server/config.ts';
import { startServer, type RunningServer } from '../../server/boot.ts';
import { waitUntil } from './wait-until.ts';

/** Demo pictures are the same for every test server; one folder spares each suite from writing them again. */
export const SHARED_MEDIA_DIR = join(tmpdir(), 'negahban-test-media');

export interface TestDatabase {
  name: 'sqlite' | 'postgres';
  /** A fresh, empty database for one suite. */
  create(): Promise<{ url: string; drop(): Promise<void> }>;
}

const sqlite: TestDatabase = {
  name: 'sqlite',
  async create() {
    const dir = mkdtempSync(join(tmpdir(), 'negahban-test-'));
    return { url: join(dir, 'test.sqlite'), drop: async () => rmSync(dir, { recursive: true, force: true }) };
  },
};

/** How many databases this process has made: with its pid, each one's name is unique on the shared server. */
let made = 0;
/** Those not dropped yet, by name: a suite that never drops its own (a spawned server's) is cleaned up at the end. */
const left = new Map<string, () => Promise<void>>();

/** Drops every database this process made and no suite dropped (the root hook in test/setup.ts, after all tests). */
export async function dropLeftDatabases(): Promise<void> {
  for (const drop of [...left.values()]) await drop();
}

/** `url` with another database name: the same server, user and options. */
function withDatabase(url: string, name: string): string {
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
}

/**
 * PostgreSQL: each suite gets a database of its own on the server TEST_DATABASE_URL names (that database only serves
 * to make and drop the others). Sharing one database and emptying it per suite let a server still running (another
 * suite's, its job runner polling) read and write beneath the next suite's migration: CI failed so, now and then.
 */
function postgres(url: string): TestDatabase {
  const admin = async <T>(work: (client: pg.Client) => Promise<T>) => {
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    try {
      return await work(client);
    } finally {
      await client.end();
    }
  };
  return {
    name: 'postgres',
    async create() {
      const name = `negahban_test_${process.pid}_${++made}`;
      await admin((client) => client.query(`create database ${name}`));
      const drop = () =>
        admin(async (client) => {
          left.delete(name);
          // A closed pool has said goodbye but its connections may still be leaving: forced out, this process's
          // clients would hear "terminating connection" as an uncaught error. A spawned server killed mid-query
          // leaves its own for good: those are forced.
          const open = async () => (await client.query<{ n: number }>('select count(*)::int as n from pg_stat_activity where datname = $1', [name])).rows[0].n;
          await waitUntil(`the connections to ${name} to close`, async () => ((await open()) === 0 ? true : undefined), 3_000).catch(() => {});
          await client.query(`drop database if exists ${name} with (force)`);
        });
      left.set(name, drop);
      return { url: withDatabase(url, name), drop };
    },
  };
}

/** SQLite always; PostgreSQL too when TEST_DATABASE_URL names one. */
export const TEST_DATABASES: TestDatabase[] = [sqlite, ...(process.env.TEST_DATABASE_URL ? [postgres(process.env.TEST_DATABASE_URL)] : [])];

export interface TestServer extends RunningServer {
  /** The database it runs on (a PostgreSQL suite's own, see `postgres` above). */
  databaseUrl: string;
  close(): Promise<void>;
}

/** A real server on a free port over a fresh database, migrated and seeded exactly as `npm start` does. */
export async function startTestServer(
  database: TestDatabase = sqlite,
  env: Record<string, string> = {},
  opts: Parameters<typeof startServer>[1] = {},
): Promise<TestServer> {
  const db = await database.create();
  const config = loadConfig({
    PORT: '0',
    HOST: '127.0.0.1',
    DATABASE_URL: db.url,
    LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'silent',
    MEDIA_DIR: SHARED_MEDIA_DIR,
    // Each server's own outbox: a test reads the codes its server sent, never another suite's.
    SMS_OUTBOX: join(mkdtempSync(join(tmpdir(), 'negahban-sms-')), 'outbox.jsonl'),
    // The auth secret a server makes on first start goes to a folder of its own, never the checkout's data/.
    AUTH_SECRET_FILE: join(mkdtempSync(join(tmpdir(), 'negahban-secret-')), 'auth-secret'),
    // Hundreds of servers start in a run; the warm-up's own test turns it on.
    WARM_UP: 'off',
    ...env,
  });
  const running = await startServer(config, opts);
  return {
    ...running,
    databaseUrl: db.url,
    async close() {
      try {
        await running.stop(2_000);
      } finally {
        await db.drop();
      }
    },
  };
}

/**
 * Two processes of the shop over one fresh PostgreSQL database (on the server TEST_DATABASE_URL names, which must be
 * set): the first migrates and seeds it, the second shares it as it stands. Closed in reverse order, then dropped.
 */
export async function startTwoProcesses(env: Record<string, string> = {}): Promise<{ a: TestServer; b: TestServer; close(): Promise<void> }> {
  const database = await postgres(process.env.TEST_DATABASE_URL!).create();
  const once: TestDatabase = { name: 'postgres', create: async () => ({ url: database.url, drop: async () => {} }) };
  const a = await startTestServer(once, env);
  const b = await startTestServer(once, env);
  return {
    a,
    b,
    async close() {
      await b.close();
      await a.close();
      await database.drop();
    },
  };
}

/** startTwoProcesses for the enclosing describe: started before its tests, stopped after them. */
export function twoProcessSuite(env: Record<string, string> = {}) {
  let running: Awaited<ReturnType<typeof startTwoProcesses>> | undefined;
  before(async () => {
    running = await startTwoProcesses(env);
  });
  after(() => running?.close());
  const started = () => {
    if (!running) throw new Error('the two processes have not started: use them inside a test or a hook');
    return running;
  };
  return { a: () => started().a, b: () => started().b };
}
