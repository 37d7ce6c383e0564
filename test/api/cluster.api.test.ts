import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect } from 'chai';
import { TEST_DATABASES } from '../helpers/server.ts';
import { spawnServer, urlOf, type ServerProcess } from '../helpers/server-process.ts';
import { waitUntil } from '../helpers/wait-until.ts';
import { PRODUCTS } from '../../server/db/seed/products.data.ts';

const TOKEN = 'metrics-token-for-the-tests';
const postgres = TEST_DATABASES.find((d) => d.name === 'postgres');

const isAlive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

function sample(text: string, series: string): number {
  const line = text.split('\n').find((l) => l.startsWith(`${series} `));
  return line ? Number(line.slice(series.length + 1)) : 0;
}

describe('workers (WEB_CONCURRENCY)', function () {
  this.timeout(120_000);
  let dir: string;
  const running: ServerProcess[] = [];
  const env = (extra: Record<string, string>) => ({
    PORT: '0',
    HOST: '127.0.0.1',
    MEDIA_DIR: join(tmpdir(), 'negahban-test-media'),
    SMS_OUTBOX: join(dir, 'outbox.jsonl'),
    AUTH_SECRET_FILE: join(dir, 'secret'),
    LOG_LEVEL: 'info',
    ...extra,
  });
  const start = (extra: Record<string, string>) => {
    const server = spawnServer(env(extra));
    running.push(server);
    return server;
  };
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'negahban-cluster-'));
  });
  afterEach(async () => {
    for (const server of running.splice(0)) {
      if (server.child.exitCode === null && server.child.signalCode === null) {
        server.child.kill('SIGKILL');
        await server.exited;
      }
    }
    rmSync(dir, { recursive: true, force: true });
  });

  it('refuses more than one worker on SQLite (one writer), with a clear message and a non-zero exit', async () => {
    const server = start({ DATABASE_URL: join(dir, 'site.sqlite'), WEB_CONCURRENCY: '2' });
    const [code] = await server.exited;
    expect(code).to.equal(2);
    expect(server.output().stderr).to.include('WEB_CONCURRENCY').and.include('SQLite has one writer');
  });

  it('runs two workers on PostgreSQL, sums their metrics, restarts a killed one and drains them all on SIGTERM', async function () {
    if (!postgres) return this.skip(); // needs TEST_DATABASE_URL: more than one worker needs PostgreSQL
    const db = await postgres.create();
    const server = start({ DATABASE_URL: db.url, WEB_CONCURRENCY: '2', METRICS_TOKEN: TOKEN });
    const workers = await server.logged('worker listening', 2);
    const pids = workers.map((w) => Number(w.pid));
    expect(new Set(pids).size).to.equal(2);
    const url = urlOf((await server.logged('listening', 2))[0]);

    // A new connection per request: the primary hands connections to the workers in turn, so both answer some.
    const SENT = 20;
    const series = 'http_requests_total{route="/api/products/productInfo",method="GET",status="200"}';
    for (let i = 0; i < SENT; i++) {
      const res = await fetch(`${url}/api/products/productInfo?id=1`, { headers: { Connection: 'close' } });
      expect(res.status).to.equal(200);
      await res.arrayBuffer();
    }
    const scrape = await fetch(`${url}/metrics`, { headers: { Authorization: `Bearer ${TOKEN}` } });
    expect(scrape.status).to.equal(200);
    expect(scrape.headers.get('content-type')).to.match(/^application\/openmetrics-text; version=1\.0\.0/);
    const text = await scrape.text();
    expect(text.trimEnd().endsWith('# EOF'), 'the summed exposition is OpenMetrics too').to.equal(true);
    // Either worker alone has answered about half: the sum is every one.
    expect(sample(text, series)).to.equal(SENT);

    process.kill(pids[0], 'SIGKILL');
    const replaced = await server.logged('worker listening', 3);
    const fresh = Number(replaced[2].pid);
    expect(pids).to.not.include(fresh);
    expect(server.lines().find((l) => l.msg === 'worker died; starting another')).to.include({ pid: pids[0], signal: 'SIGKILL' });
    for (let i = 0; i < 4; i++) expect((await fetch(`${url}/readyz`, { headers: { Connection: 'close' } })).status).to.equal(200);

    server.child.kill('SIGTERM');
    const [code] = await server.exited;
    expect(code, server.output().stdout + server.output().stderr).to.equal(0);
    expect(server.lines().filter((l) => l.msg === 'stopped')).to.have.length(3); // each of the two workers, then the primary
    await waitUntil('the workers to be gone', () => ([pids[1], fresh].some(isAlive) ? undefined : true));
  });

  it('migrates and seeds once when two processes start at once on a fresh PostgreSQL database', async function () {
    if (!postgres) return this.skip(); // needs TEST_DATABASE_URL: the lock is PostgreSQL's
    const db = await postgres.create();
    const [a, b] = [start({ DATABASE_URL: db.url }), start({ DATABASE_URL: db.url })];
    const [[la], [lb]] = await Promise.all([a.logged('listening'), b.logged('listening')]);
    for (const line of [la, lb]) expect((await fetch(`${urlOf(line)}/readyz`)).status).to.equal(200);
    expect([a, b].filter((s) => s.lines().some((l) => l.msg === 'database migrated'))).to.have.length(1);
    expect([a, b].filter((s) => s.lines().some((l) => l.msg === 'demo content seeded'))).to.have.length(1);
    // Kysely and the seed lock their own steps; the search index has no lock but ours (without it, each builds it).
    expect([a, b].filter((s) => s.lines().some((l) => l.msg === 'search index built'))).to.have.length(1);
    const { default: pg } = await import('pg');
    const client = new pg.Client({ connectionString: db.url });
    await client.connect();
    try {
      const twice = await client.query('select name from kysely_migration group by name having count(*) > 1');
      expect(twice.rows).to.deep.equal([]);
      const products = await client.query('select count(*)::int as n from products');
      expect(products.rows[0].n).to.equal(PRODUCTS.length);
    } finally {
      await client.end();
    }
  });
});

/** A server's configuration for starting it in this process on `url`, its outbox and secret in `dir`. */
async function inProcessConfig(url: string, dir: string) {
  const { loadConfig } = await import('../../server/config.ts');
  return loadConfig({
    PORT: '0',
    HOST: '127.0.0.1',
    DATABASE_URL: url,
    MEDIA_DIR: join(tmpdir(), 'negahban-test-media'),
    SMS_OUTBOX: join(dir, 'outbox.jsonl'),
    AUTH_SECRET_FILE: join(dir, 'secret'),
  });
}

describe('the start on PostgreSQL', function () {
  this.timeout(120_000);
  it('migrates and seeds once when three servers (three pools) start at once in one burst', async function () {
    if (!postgres) return this.skip(); // needs TEST_DATABASE_URL: the lock is PostgreSQL's
    const db = await postgres.create();
    const dir = mkdtempSync(join(tmpdir(), 'negahban-burst-'));
    const { startServer } = await import('../../server/boot.ts');
    const { captureLog } = await import('../helpers/capture-log.ts');
    const logs = [0, 1, 2].map(() => captureLog('info'));
    const config = await inProcessConfig(db.url, dir);
    const started = await Promise.allSettled(logs.map(({ log }) => startServer(config, { log })));
    try {
      expect(started.map((s) => (s.status === 'rejected' ? String(s.reason) : 'started'))).to.deep.equal(['started', 'started', 'started']);
      const said = (msg: string) => logs.filter((l) => l.lines().some((line) => line.msg === msg)).length;
      expect(said('database migrated')).to.equal(1);
      expect(said('demo content seeded')).to.equal(1);
      expect(said('search index built')).to.equal(1);
      const server = (started[0] as PromiseFulfilledResult<Awaited<ReturnType<typeof startServer>>>).value;
      const names = await server.db.kysely
        .selectFrom('kysely_migration' as never)
        .select('name' as never)
        .execute();
      expect(new Set(names.map((n) => (n as { name: string }).name)).size).to.equal(names.length);
      const products = await server.db.kysely
        .selectFrom('products')
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow();
      expect(Number(products.n)).to.equal(PRODUCTS.length);
    } finally {
      await Promise.all(started.map((s) => (s.status === 'fulfilled' ? s.value.stop(1_000) : undefined)));
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('schema changes at start on PostgreSQL', function () {
  this.timeout(60_000);
  // Another machine migrating reads the whole catalogue; a table created or dropped meanwhile fails its start
  // ("relation graphile_worker.known_crontabs does not exist"). So every schema change, the job engine's own
  // included, must happen while the startup lock is held.
  it('changes the schema only under the startup lock, the job engine’s tables included', async function () {
    if (!postgres) return this.skip();
    const db = await postgres.create();
    const pg = (await import('pg')).default;
    const admin = new pg.Client({ connectionString: db.url });
    await admin.connect();
    await admin.query(`
      create or replace function negahban_test_ddl_outside_lock() returns event_trigger language plpgsql as $$
      begin
        if not exists (select 1 from pg_locks where locktype = 'advisory' and granted) then
          raise exception 'schema change outside the startup lock: %', tg_tag;
        end if;
      end $$;
      create event trigger negahban_test_ddl_outside_lock on ddl_command_start execute function negahban_test_ddl_outside_lock();`);
    const dir = mkdtempSync(join(tmpdir(), 'negahban-ddl-'));
    const { startServer } = await import('../../server/boot.ts');
    const { captureLog } = await import('../helpers/capture-log.ts');
    const config = await inProcessConfig(db.url, dir);
    try {
      const server = await startServer(config, { log: captureLog('info').log });
      await server.stop(1_000);
    } finally {
      await admin.query('drop event trigger negahban_test_ddl_outside_lock; drop function negahban_test_ddl_outside_lock();');
      await admin.end();
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
