import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect } from 'chai';
import { TEST_DATABASES, startTestServer, type TestServer } from '../helpers/server.ts';
import { Shopper } from '../helpers/shopper.ts';
import type { Buyer } from '../../shared/contracts/buyers.ts';
import { COMPANY, PERSON } from '../helpers/buyers.ts';

for (const database of TEST_DATABASES) {
  describe(`buyer profiles: /api/buyer (${database.name})`, function () {
    this.timeout(60_000);
    let server: TestServer;
    let outbox: string;
    before(async () => {
      outbox = join(mkdtempSync(join(tmpdir(), 'negahban-buyers-')), 'outbox.jsonl');
      server = await startTestServer(database, { SMS_OUTBOX: outbox });
    });
    after(() => server?.close());
    const shopper = (lang: 'fa' | 'en' = 'en') => new Shopper(server.url, outbox, lang).signUp();

    it('keeps a person and a company with every id normalised to Latin digits, for their owner only', async () => {
      const sara = await shopper();
      const person = (await sara.post<Buyer>('/api/buyer', PERSON)).body.data;
      expect(person).to.deep.include({
        kind: 'person',
        nationalId: '0084575948',
        postalCode: '1345678913',
        phone: '02188001234',
        economicCode: null,
        registrationNo: null,
      });
      const company = await sara.post<Buyer>('/api/buyer', COMPANY);
      expect(company.status, JSON.stringify(company.body.messages)).to.equal(200);
      expect(company.body.data).to.deep.include({ nationalId: '10380284790', economicCode: '411111111111', registrationNo: '123456', phone: '09121234567' });
      expect((await sara.get<Buyer[]>('/api/buyer')).body.data.map((b) => b.name)).to.deep.equal(['Sara Ahmadi', 'Arman Sazeh Co.']);

      const edited = await sara.post<Buyer>('/api/buyer', { ...PERSON, id: person.id, name: 'Sara Ahmadi-Rad' });
      expect([edited.status, edited.body.data.id, edited.body.data.name]).to.deep.equal([200, person.id, 'Sara Ahmadi-Rad']);

      const reza = await shopper();
      expect((await reza.get<Buyer[]>('/api/buyer')).body.data).to.deep.equal([]);
      const stolenEdit = await reza.post('/api/buyer', { ...PERSON, id: person.id, name: 'Thief' });
      expect([stolenEdit.status, stolenEdit.body.messages[0].code]).to.deep.equal([404, 'BUYER_NOT_FOUND']);
      const stolenDelete = await reza.call('DELETE' as 'POST', '/api/buyer', { id: person.id });
      expect([stolenDelete.status, stolenDelete.body.messages[0].code]).to.deep.equal([404, 'BUYER_NOT_FOUND']);
      expect((await sara.get<Buyer[]>('/api/buyer')).body.data[0].name).to.equal('Sara Ahmadi-Rad');

      expect((await sara.call('DELETE' as 'POST', '/api/buyer', { id: person.id })).status).to.equal(200);
      expect((await sara.get<Buyer[]>('/api/buyer')).body.data.map((b) => b.kind)).to.deep.equal(['company']);
    });

    it('is for signed-in customers only: 401 otherwise', async () => {
      const stranger = new Shopper(server.url, outbox);
      for (const res of [
        await stranger.get('/api/buyer'),
        await stranger.post('/api/buyer', PERSON),
        await stranger.call('DELETE' as 'POST', '/api/buyer', { id: 1 }),
      ]) {
        expect([res.status, res.body.messages[0].code]).to.deep.equal([401, 'LOGIN_REQUIRED']);
      }
    });

    it('refuses each bad value with a 400 naming its field, in Persian and in English', async () => {
      const fa = await shopper('fa');
      const en = await shopper('en');
      const cases: [Record<string, unknown>, string, string][] = [
        [{ ...PERSON, nationalId: '0084575949' }, 'nationalId', 'NATIONAL_ID_INVALID'], // check digit off by one
        [{ ...PERSON, nationalId: '1111111111' }, 'nationalId', 'NATIONAL_ID_INVALID'],
        [{ ...PERSON, nationalId: '10380284790' }, 'nationalId', 'NATIONAL_ID_INVALID'], // a company's id for a person
        [{ ...COMPANY, nationalId: '10380284791' }, 'nationalId', 'NATIONAL_ID_INVALID'],
        [{ ...COMPANY, nationalId: '0084575948' }, 'nationalId', 'NATIONAL_ID_INVALID'], // a person's code for a company
        [{ ...COMPANY, economicCode: '12345' }, 'economicCode', 'ECONOMIC_CODE_INVALID'],
        [{ ...COMPANY, economicCode: '' }, 'economicCode', 'REQUIRED'],
        [{ ...COMPANY, registrationNo: '12a' }, 'registrationNo', 'REGISTRATION_NO_INVALID'],
        [{ ...PERSON, postalCode: '12345' }, 'postalCode', 'POSTAL_CODE_INVALID'],
        [{ ...PERSON, postalCode: '12345678901' }, 'postalCode', 'POSTAL_CODE_INVALID'],
        [{ ...PERSON, phone: '12345' }, 'phone', 'PHONE_INVALID'],
        [{ ...PERSON, name: '  ' }, 'name', 'REQUIRED'],
        [{ ...PERSON, address: '' }, 'address', 'REQUIRED'],
        [{ ...PERSON, kind: 'robot' }, 'kind', 'BAD_INPUT'],
      ];
      for (const [body, field, code] of cases) {
        for (const s of [fa, en]) {
          const res = await s.post('/api/buyer', body);
          expect([res.status, res.body.messages[0].item2, res.body.messages[0].code], JSON.stringify(body)).to.deep.equal([400, field, code]);
        }
      }
      const faMessage = (await fa.post('/api/buyer', { ...PERSON, postalCode: '123' })).body.messages[0].item1;
      expect(faMessage).to.equal('«کد پستی» درست نیست: کد پستی ۱۰ رقم دارد.');
      const enMessage = (await en.post('/api/buyer', { ...COMPANY, nationalId: '10380284791' })).body.messages[0].item1;
      expect(enMessage).to.match(/^“National code \/ national id” is not valid/);
      expect((await fa.get<Buyer[]>('/api/buyer')).body.data).to.deep.equal([]);
    });

    it('keeps at most 10 per customer, also when 16 are added at once', async () => {
      const s = await shopper();
      const burst = await Promise.all(Array.from({ length: 16 }, (_, i) => s.post('/api/buyer', { ...PERSON, name: `Buyer ${i}` })));
      expect(burst.filter((r) => r.status === 200)).to.have.length(10);
      expect(burst.filter((r) => r.status !== 200).map((r) => r.body.messages[0].code)).to.deep.equal(Array(6).fill('BUYER_LIMIT'));
      expect((await s.get<Buyer[]>('/api/buyer')).body.data).to.have.length(10);
      // Editing one at the limit is still allowed; removing one makes room for one more.
      const first = (await s.get<Buyer[]>('/api/buyer')).body.data[0];
      expect((await s.post('/api/buyer', { ...PERSON, id: first.id, name: 'Edited' })).status).to.equal(200);
      expect((await s.call('DELETE' as 'POST', '/api/buyer', { id: first.id })).status).to.equal(200);
      expect((await s.post('/api/buyer', PERSON)).status).to.equal(200);
      expect((await s.post('/api/buyer', PERSON)).body.messages[0].code).to.equal('BUYER_LIMIT');
    });
  });
}
