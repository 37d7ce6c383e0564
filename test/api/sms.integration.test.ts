import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { expect } from 'chai';
import { loadConfig } from '../../server/config.ts';
import { createSmsSender, readOutbox, smsOptionsFromConfig, SmsError } from '../../server/integrations/sms/index.ts';
import { captureLog } from '../helpers/capture-log.ts';
import { startFakeKavenegar, type FakeKavenegar } from '../helpers/fake-kavenegar.ts';
import { rejection } from '../helpers/rejection.ts';

const smsError = (promise: Promise<unknown>) => rejection(promise, SmsError);

describe('SMS adapters', () => {
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'negahban-sms-'));
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  describe('outbox (the default)', () => {
    const at = new Date('2026-03-21T10:00:00.000Z');

    it('appends one JSON line per message, with the code and template on code lines only', async () => {
      const file = join(dir, 'nested', 'sms-outbox.jsonl');
      const { log } = captureLog();
      const sms = createSmsSender({ provider: 'outbox', file, otpTemplate: 'negahban-otp', clock: () => at }, log);
      expect(sms.provider).to.equal('outbox');
      await sms.sendCode('+98 912 345 6789', '493817', 'کد ورود: 493817\n\n@negahban.ir #493817');
      await sms.send('۰۹۳۵۱۱۱۲۲۳۳', 'سفارش شما ثبت شد');
      expect(await readOutbox(file)).to.deep.equal([
        { to: '09123456789', text: 'کد ورود: 493817\n\n@negahban.ir #493817', code: '493817', template: 'negahban-otp', at: at.toISOString() },
        { to: '09351112233', text: 'سفارش شما ثبت شد', code: null, template: null, at: at.toISOString() },
      ]);
    });

    it('names the template "otp" when none is configured', async () => {
      const file = join(dir, 'outbox.jsonl');
      await createSmsSender({ provider: 'outbox', file }, captureLog().log).sendCode('09123456789', '111222', 'code 111222');
      expect((await readOutbox(file))[0].template).to.equal('otp');
    });

    it('logs each message at info with the number masked, never the code or the text', async () => {
      const file = join(dir, 'outbox.jsonl');
      const capture = captureLog();
      const sms = createSmsSender({ provider: 'outbox', file }, capture.log);
      await sms.sendCode('09123456789', '493817', 'your code is 493817');
      await sms.send('09123456789', 'order 55 paid');
      const lines = capture.lines();
      expect(lines).to.have.length(2);
      expect(lines.map((l) => l.level)).to.deep.equal([30, 30]);
      expect(lines.map((l) => (l.sms as { to: string }).to)).to.deep.equal(['0912***6789', '0912***6789']);
      expect(lines.map((l) => (l.sms as { kind: string }).kind)).to.deep.equal(['code', 'text']);
      expect(capture.text()).not.to.include('493817');
      expect(capture.text()).not.to.include('3456789');
      expect(capture.text()).not.to.include('order 55 paid');
    });

    it('keeps every line whole when many messages are sent at once', async () => {
      const file = join(dir, 'outbox.jsonl');
      const sms = createSmsSender({ provider: 'outbox', file }, captureLog().log);
      const long = 'ب'.repeat(3000); // lines far larger than one small write
      await Promise.all(Array.from({ length: 200 }, (_, i) => sms.sendCode(`0912${String(i).padStart(7, '0')}`, String(100000 + i), `${i} ${long}`)));
      const lines = await readOutbox(file);
      expect(lines).to.have.length(200);
      expect(new Set(lines.map((l) => l.code)).size).to.equal(200);
      for (const line of lines) expect(line.text).to.equal(`${Number(line.code) - 100000} ${long}`);
    });

    it('refuses a receptor that is not a mobile number and writes nothing', async () => {
      const file = join(dir, 'outbox.jsonl');
      const sms = createSmsSender({ provider: 'outbox', file }, captureLog().log);
      const error = await smsError(sms.send('021-12345678', 'hello'));
      expect(error.code).to.equal('SMS_INVALID_RECEPTOR');
      expect(await readOutbox(file)).to.deep.equal([]);
    });

    it('fails with SMS_UNREACHABLE when the outbox cannot be written', async () => {
      const blocker = join(dir, 'not-a-folder');
      writeFileSync(blocker, 'x');
      const sms = createSmsSender({ provider: 'outbox', file: join(blocker, 'outbox.jsonl') }, captureLog().log);
      expect((await smsError(sms.send('09123456789', 'hello'))).code).to.equal('SMS_UNREACHABLE');
    });
  });

  describe('kavenegar, against a local fake of its API', () => {
    let fake: FakeKavenegar;
    beforeEach(async () => {
      fake = await startFakeKavenegar({ templates: ['negahban-otp'], senders: ['10004346'] });
    });
    afterEach(() => fake.close());

    const kavenegar = (overrides: Record<string, unknown> = {}, log = captureLog().log) =>
      createSmsSender(
        { provider: 'kavenegar', apiKey: fake.apiKey, otpTemplate: 'negahban-otp', sender: '10004346', baseUrl: fake.url, timeoutMs: 2_000, ...overrides },
        log,
      );

    it('sends a code through verify/lookup with the template and the code as token', async () => {
      await kavenegar().sendCode('+989123456789', '493817', 'کد ورود: 493817');
      expect(fake.requests).to.have.length(1);
      const [req] = fake.requests;
      expect(req.method).to.equal('POST');
      expect(req.path).to.equal(`/v1/${fake.apiKey}/verify/lookup.json`);
      expect(req.headers['content-type']).to.equal('application/x-www-form-urlencoded; charset=UTF-8');
      expect(req.form).to.deep.equal({ receptor: '09123456789', template: 'negahban-otp', token: '493817' });
      expect(fake.accepted.map((m) => m.receptor)).to.deep.equal(['09123456789']);
    });

    it('sends other texts through sms/send with the sender line', async () => {
      await kavenegar().send('0912 345 6789', 'سفارش ۱۲ پرداخت شد');
      const [req] = fake.requests;
      expect(req.path).to.equal(`/v1/${fake.apiKey}/sms/send.json`);
      expect(req.form).to.deep.equal({ receptor: '09123456789', message: 'سفارش ۱۲ پرداخت شد', sender: '10004346' });
    });

    it('leaves the sender out when none is configured (the account default line)', async () => {
      await kavenegar({ sender: undefined }).send('09123456789', 'hello');
      expect(fake.requests[0].form).to.deep.equal({ receptor: '09123456789', message: 'hello' });
    });

    it('accepts lookup entries as an array too', async () => {
      await fake.close();
      fake = await startFakeKavenegar({ lookupEntries: 'array' });
      const capture = captureLog();
      await kavenegar({}, capture.log).sendCode('09123456789', '123456', 'x');
      const sent = capture.lines().find((l) => l.msg === 'sms sent');
      expect((sent?.sms as { messageId: number }).messageId).to.equal(fake.accepted[0].messageid);
    });

    it('logs the masked number and the message id, never the code or the API key', async () => {
      const capture = captureLog();
      await kavenegar({}, capture.log).sendCode('09123456789', '493817', 'code 493817');
      const [line] = capture.lines();
      expect(line.msg).to.equal('sms sent');
      expect(line.sms).to.include({ provider: 'kavenegar', to: '0912***6789', kind: 'code', messageId: fake.accepted[0].messageid });
      expect(capture.text()).not.to.include('493817');
      expect(capture.text()).not.to.include(fake.apiKey);
    });

    it("turns an invalid API key (403) into SMS_REJECTED with Kavenegar's status and message, without leaking the key", async () => {
      const capture = captureLog();
      const error = await smsError(kavenegar({ apiKey: 'WRONG-KEY-123' }, capture.log).sendCode('09123456789', '111111', 'x'));
      expect(error.code).to.equal('SMS_REJECTED');
      expect(error.details).to.include({ providerStatus: 403, httpStatus: 403 });
      expect(error.details.providerMessage).to.be.a('string').and.not.empty;
      expect(error.message).not.to.include('WRONG-KEY-123');
      expect(capture.text()).not.to.include('WRONG-KEY-123');
      expect(capture.lines()[0]).to.include({ level: 40, msg: 'sms not sent' });
    });

    it('reports a template that is missing or not approved (424)', async () => {
      const error = await smsError(kavenegar({ otpTemplate: 'not-approved' }).sendCode('09123456789', '111111', 'x'));
      expect(error.details.providerStatus).to.equal(424);
    });

    it('reports an unknown sender line (412) and an empty account (418)', async () => {
      expect((await smsError(kavenegar({ sender: '3000' }).send('09123456789', 'x'))).details.providerStatus).to.equal(412);
      fake.mode = 'no-credit';
      expect((await smsError(kavenegar().send('09123456789', 'x'))).details.providerStatus).to.equal(418);
    });

    it('tries again when Kavenegar says "try later" (409), and a refusal (418) is not tried again', async () => {
      fake.tryLater = 2;
      await kavenegar({ retryDelaysMs: [10, 10] }).sendCode('09123456789', '493817', 'x');
      expect(fake.requests).to.have.length(3);
      expect(fake.accepted.map((m) => m.token)).to.deep.equal(['493817']);
      fake.tryLater = 5;
      const busy = await smsError(kavenegar({ retryDelaysMs: [10, 10] }).send('09123456789', 'x'));
      expect(busy).to.include({ code: 'SMS_TRY_LATER' });
      expect(busy.details.providerStatus).to.equal(409);
      expect(fake.requests).to.have.length(6);
      fake.tryLater = 0;
      fake.mode = 'no-credit';
      await smsError(kavenegar({ retryDelaysMs: [10, 10] }).send('09123456789', 'x'));
      expect(fake.requests).to.have.length(7);
    });

    it('never sends a code Kavenegar would refuse as a token, nor to a number that is not a mobile', async () => {
      expect((await smsError(kavenegar().sendCode('09123456789', '12 34', 'x'))).code).to.equal('SMS_REJECTED');
      expect((await smsError(kavenegar().send('12345', 'x'))).code).to.equal('SMS_INVALID_RECEPTOR');
      expect(fake.requests).to.deep.equal([]);
    });

    it('gives up after the configured timeout when Kavenegar does not answer', async () => {
      fake.mode = 'hang';
      const started = Date.now();
      const error = await smsError(kavenegar({ timeoutMs: 300 }).sendCode('09123456789', '111111', 'x'));
      expect(error.code).to.equal('SMS_TIMEOUT');
      expect(Date.now() - started).to.be.within(250, 2_000);
      expect(fake.requests).to.have.length(1);
    });

    it("treats a body that is not Kavenegar's JSON as SMS_BAD_RESPONSE", async () => {
      fake.mode = 'malformed';
      expect((await smsError(kavenegar().send('09123456789', 'x'))).code).to.equal('SMS_BAD_RESPONSE');
    });

    it('reports SMS_UNREACHABLE when nothing listens', async () => {
      const url = fake.url;
      await fake.close();
      const error = await smsError(kavenegar({ baseUrl: url }).send('09123456789', 'x'));
      expect(error.code).to.equal('SMS_UNREACHABLE');
      expect(error.message).to.include('ECONNREFUSED');
    });

    it('the fake itself answers 411 for a receptor that is not 09xxxxxxxxx, as Kavenegar does', async () => {
      const res = await fetch(`${fake.url}/v1/${fake.apiKey}/sms/send.json`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: 'receptor=12345&message=hi',
      });
      expect(res.status).to.equal(411);
      expect((await res.json()).return.status).to.equal(411);
    });
  });

  describe('configuration', () => {
    it('uses the outbox by default, in the folder the site was started in', () => {
      const options = smsOptionsFromConfig(loadConfig({}));
      expect(options).to.include({ provider: 'outbox', file: resolve('./data/sms-outbox.jsonl') });
    });

    it('maps the Kavenegar settings, with the live API and a 10 s timeout by default', () => {
      const options = smsOptionsFromConfig(loadConfig({ SMS_PROVIDER: 'kavenegar', KAVENEGAR_API_KEY: 'k', KAVENEGAR_OTP_TEMPLATE: 't' }));
      expect(options).to.deep.equal({
        provider: 'kavenegar',
        apiKey: 'k',
        otpTemplate: 't',
        sender: undefined,
        baseUrl: 'https://api.kavenegar.com',
        timeoutMs: 10_000,
      });
    });

    it('refuses to start with Kavenegar but no key or template, naming both', () => {
      expect(() => loadConfig({ SMS_PROVIDER: 'kavenegar' })).to.throw(/KAVENEGAR_API_KEY: required[\s\S]*KAVENEGAR_OTP_TEMPLATE: required/);
      expect(() => loadConfig({ SMS_PROVIDER: 'carrier-pigeon' })).to.throw(/SMS_PROVIDER/);
    });
  });
});
