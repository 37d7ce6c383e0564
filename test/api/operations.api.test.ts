import { expect } from 'chai';
import { get } from '../helpers/http.ts';
import { ApiVisitor } from '../helpers/auth-client.ts';
import { startTestServer, TEST_DATABASES, type TestServer } from '../helpers/server.ts';

const TOKEN = 'metrics-token-for-the-tests';

/** The value of one sample of the metrics text (`name{labels} value`), 0 when the series does not exist yet. */
function sample(text: string, series: string): number {
  const line = text.split('\n').find((l) => l.startsWith(`${series} `));
  return line ? Number(line.slice(series.length + 1)) : 0;
}

for (const database of TEST_DATABASES) {
  describe(`operations: readiness and metrics (${database.name})`, function () {
    this.timeout(60_000);
    let server: TestServer;
    before(async () => {
      server = await startTestServer(database, { METRICS_TOKEN: TOKEN });
    });
    after(() => server?.close());

    it('is ready when the database answers and every migration has run', async () => {
      const res = await get(server.url, '/readyz');
      expect(res.status).to.equal(200);
      expect(res.json()).to.deep.equal({ ok: true });
      expect(res.headers.get('cache-control')).to.equal('no-store');
    });

    it('is not ready while a migration is pending, though alive', async () => {
      const last = await server.db.kysely
        .selectFrom('kysely_migration' as never)
        .select('name' as never)
        .orderBy('name' as never, 'desc')
        .executeTakeFirstOrThrow();
      const name = (last as { name: string }).name;
      await server.db.kysely
        .deleteFrom('kysely_migration' as never)
        .where('name' as never, '=', name as never)
        .execute();
      try {
        const res = await get(server.url, '/readyz');
        expect(res.status).to.equal(503);
        expect(res.json()).to.deep.equal({ ok: false, reason: 'migrations pending' });
        expect((await get(server.url, '/healthz')).status).to.equal(200);
      } finally {
        await server.db.kysely
          .insertInto('kysely_migration' as never)
          .values({ name, timestamp: new Date().toISOString() } as never)
          .execute();
      }
      expect((await get(server.url, '/readyz')).status).to.equal(200);
    });

    it('is not ready when the database does not answer', async () => {
      const broken = await startTestServer(database);
      try {
        await broken.db.close();
        const res = await get(broken.url, '/readyz');
        expect(res.status).to.equal(503);
        expect(res.json()).to.deep.equal({ ok: false, reason: 'database unavailable' });
      } finally {
        await broken.close().catch(() => {});
      }
    });

    it('answers 503 while draining (told to stop, still serving), and stops after the delay', async () => {
      const draining = await startTestServer(database, { SHUTDOWN_DELAY_MS: '1500' });
      expect((await get(draining.url, '/readyz')).status).to.equal(200);
      const stopped = draining.close();
      try {
        const res = await get(draining.url, '/readyz');
        expect(res.status).to.equal(503);
        expect(res.json()).to.deep.equal({ ok: false, reason: 'draining' });
        // Alive and still answering visitors until the load balancer has taken it out.
        expect((await get(draining.url, '/healthz')).status).to.equal(200);
        expect((await get(draining.url, '/api/products/productInfo?id=1')).status).to.equal(200);
      } finally {
        await stopped;
      }
      const refused = await fetch(`${draining.url}/healthz`).then(
        () => false,
        () => true,
      );
      expect(refused, 'connection refused once stopped').to.equal(true);
    });

    it('hides /metrics (404) without the token or with a wrong one', async () => {
      expect((await get(server.url, '/metrics')).status).to.equal(404);
      expect((await get(server.url, '/metrics', { Authorization: `Bearer ${TOKEN}x` })).status).to.equal(404);
      expect((await get(server.url, '/metrics', { Authorization: TOKEN })).status).to.equal(404);
      expect((await get(server.url, '/metrics', { Authorization: `Bearer ${TOKEN.slice(0, -1)}` })).status).to.equal(404);
      expect((await get(server.url, '/metrics', { Authorization: `Basic ${TOKEN}` })).status).to.equal(404);
    });

    it('takes the bearer scheme in any case, as RFC 7235 names schemes', async () => {
      for (const scheme of ['bearer', 'BEARER', 'Bearer']) {
        expect((await get(server.url, '/metrics', { Authorization: `${scheme} ${TOKEN}` })).status, scheme).to.equal(200);
      }
    });

    it('has no /metrics at all when METRICS_TOKEN is not set', async () => {
      const plain = await startTestServer(database);
      try {
        expect((await get(plain.url, '/metrics', { Authorization: `Bearer ${TOKEN}` })).status).to.equal(404);
      } finally {
        await plain.close();
      }
    });

    it('counts requests by route pattern and status, times them, and reads process and pool metrics', async () => {
      const scrape = async () => {
        const res = await get(server.url, '/metrics', { Authorization: `Bearer ${TOKEN}` });
        expect(res.status).to.equal(200);
        expect(res.headers.get('content-type')).to.match(/^application\/openmetrics-text; version=1\.0\.0/);
        expect(res.text.trimEnd().endsWith('# EOF'), 'an OpenMetrics exposition ends with # EOF').to.equal(true);
        return res.text;
      };
      const series = 'http_requests_total{route="/api/products/productInfo",method="GET",status="200"}';
      const missing = 'http_requests_total{route="/api/products/productInfo",method="GET",status="404"}';
      const before = await scrape();
      const answers = await Promise.all([1, 2, 3, 4, 5, 6].map((id) => get(server.url, `/api/products/productInfo?id=${id}`)));
      expect(answers.map((a) => a.status)).to.deep.equal([200, 200, 200, 200, 200, 200]);
      expect((await get(server.url, '/api/products/productInfo?id=999999')).status).to.equal(404);
      const after = await scrape();
      expect(sample(after, series) - sample(before, series)).to.equal(6);
      expect(sample(after, missing) - sample(before, missing)).to.equal(1);
      // No label carries a raw path: the ids asked for never appear.
      expect(after).to.not.include('id=999999');
      expect(sample(after, 'http_request_duration_seconds_count{route="/api/products/productInfo",method="GET",status="200"}')).to.be.at.least(6);
      expect(after).to.match(/^nodejs_eventloop_lag_seconds \d/m);
      if (database.name === 'postgres') expect(sample(after, 'db_pool_connections')).to.be.at.least(1);
    });

    it('counts a page under its route, and times its render', async () => {
      const scrape = async () => (await get(server.url, '/metrics', { Authorization: `Bearer ${TOKEN}` })).text;
      const before = await scrape();
      expect((await get(server.url, '/en/')).status).to.equal(200);
      const after = await scrape();
      const pageLine = after.split('\n').find((l) => /^http_requests_total\{route="page [^"]+",method="GET",status="200"\}/.test(l));
      expect(pageLine, 'a page series').to.be.a('string');
      expect(sample(after, 'ssr_render_duration_seconds_count') - sample(before, 'ssr_render_duration_seconds_count')).to.equal(1);
    });

    it('tells how many products the search index in memory holds, and how long reading it took', async () => {
      await server.services.search.warm();
      const text = (await get(server.url, '/metrics', { Authorization: `Bearer ${TOKEN}` })).text;
      const active = await server.db.kysely
        .selectFrom('products')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('active', '=', 1)
        .executeTakeFirstOrThrow();
      expect(sample(text, 'search_memory_documents')).to.equal(Number(active.n)).and.be.greaterThan(0);
      expect(sample(text, 'search_memory_build_seconds_count')).to.be.at.least(1);
    });

    it('counts page-cache misses and hits, and texts sent', async () => {
      const scrape = async () => (await get(server.url, '/metrics', { Authorization: `Bearer ${TOKEN}` })).text;
      const before = await scrape();
      for (let i = 0; i < 3; i++) expect((await get(server.url, '/en/about/')).status).to.equal(200);
      expect((await new ApiVisitor(server.url, '10.9.0.1').post('/api/auth/otp', { mobile: '09121110099' })).status).to.equal(200);
      const after = await scrape();
      const grew = (series: string) => sample(after, series) - sample(before, series);
      expect(grew('page_cache_misses_total')).to.equal(1);
      expect(grew('page_cache_hits_total')).to.equal(2);
      expect(grew('sms_sent_total{kind="code"}')).to.equal(1);
      expect(after).to.match(/^job_queue_depth \d+$/m);
    });
  });
}
