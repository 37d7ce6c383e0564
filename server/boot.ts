import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { hasPublicOrigin, type Config } from './config.ts';
import { createLogger, type Logger } from './lib/logger.ts';
import { systemClock, type Clock } from './lib/clock.ts';
import { openDatabase, type Db } from './db/db.ts';
import { migrateToLatest } from './db/migrate.ts';
import { seedDemoContent } from './db/seed/index.ts';
import { writeDemoMedia } from './db/seed/demo-media.ts';
import { writeDemoCertificate } from './db/seed/certifications.seed.ts';
import { createServices, type Services } from './services/index.ts';
import { createIntegrations, type Integrations } from './integrations/index.ts';
import { createI18n, readLocaleResources } from './i18n.ts';
import { readAssetManifest } from './ssr/assets.ts';
import { readRedirectsFile } from './http/navigation/redirects-file.ts';
import { warmUp } from './ssr/warm-up.ts';
import { createApp } from './app.ts';
import { withStartupLock } from './db/startup-lock.ts';
import {
  jobsFailed,
  pageCacheEarlyHits,
  pageCacheHits,
  pageCacheMisses,
  smsFailed,
  smsSent,
  startDefaultMetrics,
  watchJobQueue,
  watchPool,
} from './lib/metrics.ts';
import { fromRoot } from './paths.ts';
import { loadAuthSecret } from './lib/auth-secret.ts';
import { hourly, minutely, SCHEDULE, taskHandlers } from './services/scheduled-work.ts';

export interface RunningServer {
  server: Server;
  db: Db;
  log: Logger;
  url: string;
  /** The running services: tests call a job (the order expiry) without waiting for its timer; `services.jobs` is the queue. */
  services: Services;
  /**
   * Stops accepting, lets open responses finish (cutting those still open after `graceMs`: a client that stopped
   * reading must not keep the process alive), then closes the database.
   */
  stop(graceMs?: number): Promise<void>;
}

/** Prepares everything (database, demo content, messages, assets) and listens. Used by index.ts and the tests. */
export async function startServer(
  config: Config,
  opts: {
    clock?: Clock;
    log?: Logger;
    integrations?: Partial<Integrations>;
    /** Tests only: replaces parts of the built services (a catalogue that fails) before the app uses them. */
    stubServices?: (services: Services) => Services;
  } = {},
): Promise<RunningServer> {
  const log = opts.log ?? createLogger(config.LOG_LEVEL);
  const clock = opts.clock ?? systemClock;
  const db = openDatabase(config.DATABASE_URL);
  const integrations = { ...createIntegrations(config, log, clock), ...opts.integrations };
  const resources = readLocaleResources();
  const i18n = await createI18n(resources);
  const built = createServices({
    db,
    clock,
    log,
    config,
    integrations,
    texts: (locale) => i18n.getFixedT(locale),
    authSecret: loadAuthSecret(config),
    fileRedirects: readRedirectsFile(config.REDIRECTS_FILE),
  });
  const services = opts.stubServices ? opts.stubServices(built) : built;
  try {
    // Once across workers and machines: whoever takes the lock first migrates and seeds, the others find it done.
    await withStartupLock(db, async () => {
      const migrations = await migrateToLatest(db);
      if (migrations.length) log.info({ migrations }, 'database migrated');
      await services.jobs.prepare();
      if (await seedDemoContent(db, clock)) {
        const order = await services.seedDemoOrder();
        log.info({ invoicedOrder: order }, 'demo content seeded');
      }
      // Right after seeding: a fresh database, or one whose index rules changed, gets its search index (re)built.
      const indexed = await services.search.ensureIndex();
      if (indexed !== null) log.info({ products: indexed }, 'search index built');
    });
    const pictures = await writeDemoMedia(config.MEDIA_DIR);
    if (pictures) log.info({ pictures }, 'demo pictures written');
    if (await writeDemoCertificate(config.UPLOAD_DIR)) log.info('demo certificate file written');
    // Changes other processes make must reach this one before it answers anyone (its caches start empty and stay true).
    await integrations.changes.ready;
  } catch (err) {
    await integrations.changes.close();
    await db.close();
    throw err;
  }

  // The search index's copy in memory is read in the background: until it is, searches ask the engine's index.
  const warmingSearch = performance.now();
  services.search.warm().then(
    () => log.info({ ms: Math.round(performance.now() - warmingSearch) }, 'search index in memory'),
    (err: unknown) => log.warn({ err }, 'search index not read into memory; searches ask the database'),
  );

  startDefaultMetrics();
  const unwatchPool = watchPool(db.poolUse);
  // What the job engine and the text queue report, counted for /metrics.
  const unwatchQueue = watchJobQueue(() => services.jobs.depth());
  const unwatchJobs = services.jobs.onOutcome(({ task, outcome }) => {
    if (outcome === 'retry' || outcome === 'failed') jobsFailed.inc({ task });
  });
  const unwatchTexts = services.texts.onOutcome((kind, outcome) => {
    if (outcome === 'sent') smsSent.inc({ kind });
    else if (outcome === 'failed') smsFailed.inc({ kind });
  });
  let draining = false;
  const { app, listener } = createApp({
    draining: () => draining,
    config,
    db,
    log,
    services,
    integrations,
    i18n,
    resources,
    assets: readAssetManifest(fromRoot('dist/client/manifest.json')),
    resolveSession: services.auth.resolveSession,
    observePageCache: (outcome) => {
      if (outcome === 'hit' || outcome === 'early hit') pageCacheHits.inc();
      if (outcome === 'early hit') pageCacheEarlyHits.inc();
      if (outcome === 'miss') pageCacheMisses.inc();
    },
  });

  // Before the port opens (to this process alone: a cluster's workers share the port), so no visitor meets a cold one.
  if (config.WARM_UP === 'on') await warmUp(app, log);
  const server = createServer(listener);
  server.keepAliveTimeout = 65_000;
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(config.PORT, config.HOST, resolve);
  });
  const { port } = server.address() as AddressInfo;
  const url = `http://${config.HOST === '0.0.0.0' ? '127.0.0.1' : config.HOST}:${port}`;
  log.info({ url, database: db.engine, pid: process.pid }, 'listening');
  if (config.NODE_ENV === 'production' && !config.PUBLIC_ORIGIN && config.ALLOWED_HOSTS.length === 0) {
    log.warn('PUBLIC_ORIGIN is not set: canonical links, the sitemap and price lists will name only local addresses (localhost), never a Host header');
  }
  if (config.PAYMENT_PROVIDER === 'test' && hasPublicOrigin(config)) {
    log.warn({ origin: config.PUBLIC_ORIGIN }, 'PAYMENT_PROVIDER=test on a public site: the pretend gateway is live and anyone can mark an order paid');
  } else if (config.PAYMENT_PROVIDER === 'test' && config.NODE_ENV === 'production') {
    // A fresh clone's `npm start` is this local demo, and must go on working; a server reached through a proxy that
    // set no PUBLIC_ORIGIN is too, so the operator is told in the one place they read at start.
    log.warn(
      'PAYMENT_PROVIDER=test: the pretend gateway takes the payments and anyone can mark an order paid; a local demo only (zarinpal or zibal for a shop)',
    );
  }

  const seller = await services.settings.seller();
  if (seller.missing.length && config.NODE_ENV === 'production') {
    // A shop's accounts department cannot pay a plain invoice: the operator must hear it in the one place read at start.
    // A seller saved in the back office's settings (issue 32) stands instead of SELLER_*.
    const missing = seller.missing.join(', ');
    if (seller.configured)
      log.warn(
        { missing },
        "the seller identity is not set: invoices show the demo seller; set SELLER_* or the back office's settings before opening the shop",
      );
    else log.warn({ missing }, 'the seller identity is not set: invoices say "not an official invoice" until SELLER_* or the back office\'s settings name it');
  }

  // The timed work runs on the job engine's schedule, once per interval across every worker and machine; and once
  // here at start (a catch-up: each step is guarded, so several workers starting together do no harm).
  // Every job (texts included) starts only now that the schema is migrated.
  await services.jobs.start(taskHandlers(services, log), SCHEDULE);
  services.searchLog.start();
  void hourly(services, log);
  void minutely(services, log);

  /** Stops accepting, lets open responses finish, cuts those still open after `graceMs`. */
  const closeServer = (graceMs: number) =>
    new Promise<void>((resolve) => {
      const cut = setTimeout(() => server.closeAllConnections(), graceMs);
      // Keep-alive sockets would hold close() open for their whole timeout: close each one as soon as its last
      // response is done (busy ones finish first).
      const sweep = setInterval(() => server.closeIdleConnections(), 100);
      server.close(() => {
        clearInterval(sweep);
        clearTimeout(cut);
        resolve();
      });
      server.closeIdleConnections();
    });
  let stopping: Promise<void> | undefined;
  const stop = (graceMs = 8_000) =>
    (stopping ??= (async () => {
      draining = true;
      // A load balancer polling /readyz sees 503 during the delay and stops sending before we stop accepting.
      if (config.SHUTDOWN_DELAY_MS > 0) await new Promise((resolve) => setTimeout(resolve, config.SHUTDOWN_DELAY_MS));
      await closeServer(graceMs);
      // The job engine takes no new job and lets a running one finish before the database closes.
      await services.jobs.stop();
      // The searches counted since the last write, before the database closes.
      await services.searchLog.stop();
      await integrations.changes.close();
      unwatchPool();
      unwatchJobs();
      unwatchTexts();
      unwatchQueue();
      await db.close();
    })());
  return { server, db, log, url, stop, services };
}
