import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { loadConfig } from '../../server/config.ts';
import { startServer, type RunningServer } from '../../server/boot.ts';

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

function postgres(url: string): TestDatabase {
  return {
    name: 'postgres',
    async create() {
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      // graphile-worker keeps its queue in a schema of its own: a fresh database has no jobs of another suite.
      await client.query('drop schema if exists graphile_worker cascade; drop schema if exists public cascade; create schema public;');
      await client.end();
      return { url, drop: async () => {} };
    },
  };
}

/** SQLite always; PostgreSQL too when TEST_DATABASE_URL names one. */
export const TEST_DATABASES: TestDatabase[] = [sqlite, ...(process.env.TEST_DATABASE_URL ? [postgres(process.env.TEST_DATABASE_URL)] : [])];

export interface TestServer extends RunningServer {
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
    async close() {
      await running.stop(2_000);
      await db.drop();
    },
  };
}

/**
 * Two processes of the shop over one PostgreSQL database (TEST_DATABASE_URL, which must be set): the first makes the
 * schema afresh, the second shares it as it stands. Closed in reverse order.
 */
export async function startTwoProcesses(env: Record<string, string> = {}): Promise<{ a: TestServer; b: TestServer; close(): Promise<void> }> {
  const url = process.env.TEST_DATABASE_URL!;
  const a = await startTestServer(postgres(url), env);
  const shared: TestDatabase = { name: 'postgres', create: async () => ({ url, drop: async () => {} }) };
  const b = await startTestServer(shared, env);
  return {
    a,
    b,
    async close() {
      await b.close();
      await a.close();
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
