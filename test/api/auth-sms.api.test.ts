import { expect } from 'chai';
import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startTestServer, type TestServer } from '../helpers/server.ts';
import { startFakeKavenegar, type FakeKavenegar } from '../helpers/fake-kavenegar.ts';
import { ApiVisitor } from '../helpers/auth-client.ts';

/* Login codes through Kavenegar (against a local fake of its API), https cookies and the generated secret. */
describe('login codes through Kavenegar, /api/auth/otp', function () {
  let fake: FakeKavenegar;
  let server: TestServer;
  before(async () => {
    fake = await startFakeKavenegar({ templates: ['negahban-otp'] });
    server = await startTestServer(undefined, {
      SMS_PROVIDER: 'kavenegar',
      KAVENEGAR_API_KEY: fake.apiKey,
      KAVENEGAR_OTP_TEMPLATE: 'negahban-otp',
      KAVENEGAR_BASE_URL: fake.url,
      SMS_TIMEOUT_MS: '500',
    });
  });
  after(async () => {
    await server?.close();
    await fake?.close();
  });

  let n = 0;
  const visitor = () => new ApiVisitor(server.url, `10.9.0.${++n}`);

  it('sends the code through the verify/lookup template, and it logs the visitor in', async () => {
    fake.mode = 'normal';
    const v = visitor();
    const mobile = '09361110001';
    expect((await v.post('/api/auth/otp', { mobile })).status).to.equal(200);
    const sent = fake.accepted.find((m) => m.receptor === mobile)!;
    expect(sent).to.include({ kind: 'lookup', template: 'negahban-otp' });
    expect(sent.token).to.match(/^\d{6}$/);
    const res = await v.post('/api/auth/register', { mobile, code: sent.token, fullName: 'Reza Karimi' });
    expect(res.status).to.equal(200);
  });
  // A provider that refuses or hangs no longer fails the request: the text is queued (test/api/durable-texts.api.test.ts).
});

describe('sessions over https and the auth secret', function () {
  let server: TestServer;
  const secretFile = join(mkdtempSync(join(tmpdir(), 'negahban-secret-')), 'nested', 'auth-secret');
  const outbox = join(mkdtempSync(join(tmpdir(), 'negahban-auth-')), 'outbox.jsonl');
  before(async () => {
    server = await startTestServer(undefined, {
      PUBLIC_ORIGIN: 'https://shop.example',
      PAYMENT_PROVIDER: 'test',
      AUTH_SECRET_FILE: secretFile,
      SMS_OUTBOX: outbox,
    });
  });
  after(() => server?.close());

  it('makes a 256-bit secret on first start when AUTH_SECRET is unset', () => {
    expect(existsSync(secretFile)).to.equal(true);
    expect(Buffer.from(readFileSync(secretFile, 'utf8').trim(), 'base64url')).to.have.length(32);
  });

  it('names the WebOTP host after PUBLIC_ORIGIN, and sets a __Host- Secure session cookie', async () => {
    const v = new ApiVisitor(server.url, '10.9.1.1');
    const mobile = '09361110004';
    await v.post('/api/auth/otp', { mobile }, { Origin: 'https://shop.example' });
    const { readOutbox } = await import('../../server/integrations/sms/index.ts');
    const [line] = await readOutbox(outbox);
    expect(line.text.endsWith(`@shop.example #${line.code}`)).to.equal(true);
    await v.post('/api/auth/register', { mobile, code: line.code, fullName: 'Mina Rad' }, { Origin: 'https://shop.example' });
    const cookie = v.lastSetCookies.find((c) => c.startsWith('__Host-session='))!;
    expect(cookie)
      .to.match(/; Secure/)
      .and.match(/; HttpOnly/)
      .and.match(/; Path=\//)
      .and.match(/; SameSite=Lax/)
      .and.not.match(/Domain=/i);
  });
});
