import { expect } from 'chai';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pino from 'pino';
import { loadConfig } from '../../server/config.ts';
import { startServer, type RunningServer } from '../../server/boot.ts';
import { createSmsSender, SmsError, type SmsSender } from '../../server/integrations/sms/index.ts';
import type { Integrations } from '../../server/integrations/index.ts';
import type { FailedText } from '../../shared/contracts/admin/orders.ts';
import type { Paged } from '../../shared/contracts/admin/paging.ts';
import type { Dashboard } from '../../shared/contracts/admin/dashboard.ts';
import { TEST_DATABASES } from '../helpers/server.ts';
import { startFakeKavenegar, type FakeKavenegar } from '../helpers/fake-kavenegar.ts';
import { ApiVisitor } from '../helpers/auth-client.ts';
import { backOfficeSuite } from '../helpers/admin-client.ts';
import { waitUntil } from '../helpers/wait-until.ts';

/* Texts go through the durable queue (issue 21): retried while the provider is down, across a restart too. */
for (const database of TEST_DATABASES) {
  describe(`durable texts through Kavenegar (${database.name})`, function () {
    this.timeout(40_000);
    let fake: FakeKavenegar;
    let drop: () => Promise<void>;
    let config: ReturnType<typeof loadConfig>;
    let server: RunningServer | undefined;
    // The site's clock runs with the wall clock, `ahead` ms in front (a code can be made to expire).
    let ahead = 0;
    const start = async () => (server = await startServer(config, { clock: () => new Date(Date.now() + ahead) }));

    before(async () => {
      fake = await startFakeKavenegar({ templates: ['negahban-otp'] });
      const db = await database.create();
      drop = db.drop;
      config = loadConfig({
        PORT: '0',
        HOST: '127.0.0.1',
        DATABASE_URL: db.url,
        LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'silent',
        MEDIA_DIR: join(tmpdir(), 'negahban-test-media'),
        AUTH_SECRET_FILE: join(mkdtempSync(join(tmpdir(), 'negahban-secret-')), 'auth-secret'),
        SMS_PROVIDER: 'kavenegar',
        KAVENEGAR_API_KEY: fake.apiKey,
        KAVENEGAR_OTP_TEMPLATE: 'negahban-otp',
        KAVENEGAR_BASE_URL: fake.url,
        SMS_TIMEOUT_MS: '300',
      });
      await start();
    });
    afterEach(() => {
      fake.mode = 'normal';
      ahead = 0;
    });
    after(async () => {
      await server?.stop(2_000);
      await drop?.();
      await fake?.close();
    });

    let n = 0;
    const visitor = () => new ApiVisitor(server!.url, `10.21.0.${++n}`);
    const codeTo = (mobile: string) => fake.accepted.find((m) => m.receptor === mobile)?.token;

    it('answers a code request while Kavenegar refuses, retries, and the code arrives and logs in once it recovers', async () => {
      fake.mode = 'no-credit';
      const mobile = '09361120001';
      const v = visitor();
      expect((await v.post('/api/auth/otp', { mobile })).status).to.equal(200);
      expect(codeTo(mobile)).to.equal(undefined);
      fake.mode = 'normal';
      const code = await waitUntil('the queued code reached Kavenegar', () => codeTo(mobile), 15_000);
      expect((await v.post('/api/auth/register', { mobile, code, fullName: 'Reza Karimi' })).status).to.equal(200);
      expect(fake.accepted.filter((m) => m.receptor === mobile)).to.have.length(1);
    });

    it('keeps a text that Kavenegar did not answer across a restart, and sends it after', async () => {
      fake.mode = 'hang';
      const mobile = '09361120002';
      expect((await visitor().post('/api/auth/otp', { mobile })).status).to.equal(200);
      await server!.stop(2_000);
      fake.mode = 'normal';
      await start();
      await waitUntil('the code text sent after the restart', () => codeTo(mobile), 15_000);
    });

    it('drops a code text whose code expired before the provider recovered', async () => {
      fake.mode = 'no-credit';
      const mobile = '09361120003';
      const outcomes: string[] = [];
      server!.services.texts.onOutcome((kind, outcome) => kind === 'code' && outcomes.push(outcome));
      expect((await visitor().post('/api/auth/otp', { mobile })).status).to.equal(200);
      ahead = 3 * 60_000;
      fake.mode = 'normal';
      await waitUntil('the code text was dropped', () => (outcomes.includes('dropped') ? true : undefined), 15_000);
      expect(codeTo(mobile)).to.equal(undefined);
      expect(outcomes).to.deep.equal(['queued', 'dropped']);
    });
  });

  describe(`texts given up on, in the back office (${database.name})`, function () {
    this.timeout(30_000);
    const failing = '09377770001';
    const options: { integrations: Partial<Integrations> } = { integrations: {} };
    const suite = backOfficeSuite(database, { mobilePrefix: '0938', env: { SMS_MAX_ATTEMPTS: '2' }, options });
    // The development outbox, except that one number's texts always fail.
    const outbox = createSmsSender({ provider: 'outbox', file: suite.outbox }, pino({ level: 'silent' }));
    options.integrations.sms = {
      provider: 'outbox',
      sendCode: (to, code, text) => outbox.sendCode(to, code, text),
      send: async (to, text) => {
        if (to === failing) throw new SmsError('SMS_REJECTED', 'Kavenegar refused: 418');
        return outbox.send(to, text);
      },
    } satisfies SmsSender;

    it('lists a text out of tries with its masked number, kind, error and attempts (staff only)', async () => {
      const sent = await suite.server.services.texts.send({ to: failing, kind: 'orderPaid', text: 'paid', code: null, expiresAt: null });
      expect(sent).to.equal('queued');
      const staff = await suite.people.staff();
      const list = () => staff.get<Paged<FailedText>>('/api/admin/failed-texts?page=1');
      const failed = await waitUntil(
        'the text was given up on',
        async () => ((await list()).body.data.items.length ? (await list()).body.data : undefined),
        15_000,
      );
      expect(failed.total).to.equal(1);
      expect(failed.items[0]).to.include({ kind: 'orderPaid', attempts: 2, mobile: '0937***0001' });
      expect(failed.items[0].error).to.match(/SMS_REJECTED/);
      expect((await staff.get<Dashboard>('/api/admin/dashboard')).body.data.failedTexts, "the dashboard's count").to.equal(1);
      const customer = await suite.people.customer();
      expect((await customer.get('/api/admin/failed-texts?page=1')).status).to.equal(403);
    });
  });
}
