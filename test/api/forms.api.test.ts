import { expect } from 'chai';
import { TEST_DATABASES, startTestServer, type TestServer } from '../helpers/server.ts';
import { createRecordingSmsSender } from '../helpers/recording-sms.ts';
import { minimalPdf, multipart } from '../fixtures/files.ts';

type Body = { isSuccess: boolean; data: { id: number | null } | null; messages: { item1: string; item2?: string; code?: string }[] };

for (const database of TEST_DATABASES) {
  describe(`the consultation form, POST /api/form/postForm (${database.name})`, function () {
    let server: TestServer;
    const sms = createRecordingSmsSender();
    before(async () => {
      server = await startTestServer(database, { OPERATOR_MOBILE: '09120000000' }, { integrations: { sms } });
    });
    after(() => server?.close());

    let ip = 0;
    async function post(
      body: Record<string, unknown>,
      { lang = 'en', from = `10.1.0.${++ip}`, origin }: { lang?: string; from?: string; origin?: string } = {},
    ) {
      const res = await fetch(`${server.url}/api/form/postForm?lang=${lang}`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': from, ...(origin ? { Origin: origin } : {}) },
        body: JSON.stringify(body),
      });
      return { status: res.status, body: (await res.json()) as Body };
    }
    const valid = { fullName: 'Sara Ahmadi', mobile: '0912 345 6789', body: 'Fire alarm for a four-storey office, please visit.' };
    const stored = (id: number) => server.db.kysely.selectFrom('contact_requests').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

    it('stores a request with the number in one form, and texts the operator', async () => {
      const { status, body } = await post({ ...valid, mobile: '+98 ۹۱۲-۳۴۵-۶۷۸۹', email: 'sara@example.com', title: 'Office', contactUsGroupId: 2 });
      expect(status).to.equal(200);
      expect(body.isSuccess).to.equal(true);
      const row = await stored(body.data!.id!);
      expect(row).to.include({ full_name: 'Sara Ahmadi', mobile: '09123456789', email: 'sara@example.com', group_id: 2, status: 'new', locale: 'en' });
      // The operator reads Persian: the request's number and the mobile in Persian digits, no Latin digit left.
      const persian = (n: string) => n.replace(/\d/g, (d) => '۰۱۲۳۴۵۶۷۸۹'[Number(d)]!);
      const text = sms.sent.find((m) => m.to === '09120000000' && m.text.includes('مشاوره'));
      expect(text, 'operator SMS').to.not.equal(undefined);
      expect(text!.text)
        .to.include('۰۹۱۲۳۴۵۶۷۸۹')
        .and.include(persian(String(row.id)));
      expect(text!.text).not.to.match(/[0-9]/);
    });

    it('defaults the group to 1 and keeps the product a price inquiry was about', async () => {
      const { body } = await post({ ...valid, productId: 3 });
      expect(await stored(body.data!.id!)).to.include({ group_id: 1, product_id: 3 });
    });

    it('names each missing or malformed field with its own message, in the visitor language', async () => {
      const { status, body } = await post({ fullName: ' ', mobile: '12345', email: 'not-an-email', body: '' }, { lang: 'fa' });
      expect(status).to.equal(400);
      const byField = Object.fromEntries(body.messages.map((m) => [m.item2, m]));
      expect(byField.fullName.code).to.equal('REQUIRED');
      expect(byField.mobile.code).to.equal('MOBILE_FORMAT');
      expect(byField.email.code).to.equal('EMAIL_FORMAT');
      expect(byField.body.code).to.equal('REQUIRED');
      expect(byField.mobile.item1).to.include('شماره موبایل');
    });

    it('accepts an empty e-mail and title as not given', async () => {
      const { status } = await post({ ...valid, email: '', title: '' });
      expect(status).to.equal(200);
    });

    it('refuses a visit date before today, and a date that is no date', async () => {
      expect((await post({ ...valid, sendDate: '2020-01-01' })).body.messages[0].code).to.equal('DATE_IN_PAST');
      expect((await post({ ...valid, sendDate: 'tomorrow' })).body.messages[0].code).to.equal('DATE_FORMAT');
      const nextYear = `${new Date().getUTCFullYear() + 1}-03-01T10:30`;
      const ok = await post({ ...valid, sendDate: nextYear });
      expect(ok.status).to.equal(200);
      expect((await stored(ok.body.data!.id!)).send_date).to.equal(nextYear);
    });

    it('attaches an uploaded file, and refuses an id that was never uploaded', async () => {
      const { body: multipartBody, contentType } = multipart([{ field: 'file', name: 'plan.pdf', type: 'application/pdf', data: minimalPdf() }]);
      const up = await (await fetch(`${server.url}/api/upload/file`, { method: 'POST', headers: { 'Content-Type': contentType }, body: multipartBody })).json();
      const ok = await post({ ...valid, fileId: up.data.id });
      expect((await stored(ok.body.data!.id!)).file_id).to.equal(up.data.id);
      const missing = await post({ ...valid, fileId: 999_999 });
      expect(missing.status).to.equal(400);
      expect(missing.body.messages[0].code).to.equal('UPLOAD_NOT_FOUND');
    });

    it('tells a bot that filled the hidden field all went well, and keeps nothing', async () => {
      const before = await server.db.kysely
        .selectFrom('contact_requests')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow();
      const { status, body } = await post({ ...valid, website: 'http://spam.example' });
      expect(status).to.equal(200);
      expect(body.data!.id).to.equal(null);
      const after = await server.db.kysely
        .selectFrom('contact_requests')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow();
      expect(Number(after.n)).to.equal(Number(before.n));
    });

    it('accepts 5 of 30 parallel requests from one address, refusing the rest in the visitor language', async () => {
      const answers = await Promise.all(Array.from({ length: 30 }, () => post(valid, { from: '10.7.7.8', lang: 'fa' })));
      expect(answers.filter((a) => a.status === 200)).to.have.length(5);
      const refused = answers.filter((a) => a.status !== 200);
      expect(refused).to.have.length(25);
      expect(refused.every((a) => a.status === 429 && a.body.messages[0].code === 'RATE_LIMITED')).to.equal(true);
      expect(refused[0].body.messages[0].item1).to.match(/[\u0600-\u06FF]/);
      const kept = await server.db.kysely
        .selectFrom('contact_requests')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('ip', '=', '10.7.7.8')
        .executeTakeFirstOrThrow();
      expect(Number(kept.n)).to.equal(5);
    });

    it('limits one address to 5 requests an hour', async () => {
      for (let i = 0; i < 5; i++) expect((await post(valid, { from: '10.7.7.7' })).status).to.equal(200);
      const sixth = await post(valid, { from: '10.7.7.7' });
      expect(sixth.status).to.equal(429);
      expect(sixth.body.messages[0].code).to.equal('RATE_LIMITED');
    });

    it('refuses a request posted from another site', async () => {
      const { status, body } = await post(valid, { origin: 'https://evil.example' });
      expect(status).to.equal(403);
      expect(body.messages[0].code).to.equal('CROSS_SITE_WRITE');
    });

    it('keeps the request when the operator SMS fails', async () => {
      sms.failWith = Object.assign(new Error('down'), { code: 'SMS_UNREACHABLE' }) as never;
      try {
        const { status, body } = await post(valid);
        expect(status).to.equal(200);
        expect((await stored(body.data!.id!)).full_name).to.equal('Sara Ahmadi');
      } finally {
        sms.failWith = null;
      }
    });
  });
}
