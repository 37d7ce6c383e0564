import { expect } from 'chai';
import { TEST_DATABASES } from '../helpers/server.ts';
import { backOfficeSuite } from '../helpers/admin-client.ts';
import { readOutbox } from '../../server/integrations/sms/index.ts';
import type { QuestionPage } from '../../shared/contracts/questions.ts';
import type { AdminQuestion } from '../../shared/contracts/admin/questions.ts';
import type { Paged } from '../../shared/contracts/admin/paging.ts';

type AuditPage = { items: { action: string }[] };

for (const database of TEST_DATABASES) {
  describe(`questions and answers on a product (${database.name})`, function () {
    this.timeout(60_000);
    // Texts at once, whatever the hour the suite runs (an answer's text waits for the morning by default).
    const suite = backOfficeSuite(database, { mobilePrefix: '0928', env: { TEXT_QUIET_HOURS: 'off' } });
    const { people } = suite;
    const productId = async () =>
      (await suite.server.db.kysely.selectFrom('products').select('id').where('active', '=', 1).orderBy('id', 'desc').executeTakeFirstOrThrow()).id;
    const shown = async (id: number) => (await (await fetch(`${suite.server.url}/api/products/questions?productId=${id}`)).json()).data as QuestionPage;

    it('asks signed in only; the answer shows it on the product page and texts the asker once; a rejected one never shows', async () => {
      const id = await productId();
      const stranger = people.visitor();
      const anonymous = await stranger.post('/api/products/question', { productId: id, text: 'Does it work outdoors?' });
      expect([anonymous.status, anonymous.body.messages[0].code]).to.deep.equal([401, 'LOGIN_REQUIRED']);

      const mobile = people.newMobile();
      const asker = await people.signIn(people.visitor('fa'), mobile, 'Sara Ahmadi');
      const asked = await asker.post<{ id: number }>('/api/products/question', { productId: id, text: 'برای فضای باز <b>مناسب</b> است؟' });
      expect(asked.status, JSON.stringify(asked.body.messages)).to.equal(200);
      const spam = await asker.post<{ id: number }>('/api/products/question', { productId: id, text: 'Buy cheap watches' });
      expect((await shown(id)).total).to.equal(0);

      const staff = await people.staff();
      const pending = (await staff.get<Paged<AdminQuestion>>('/api/admin/questions?status=pending')).body.data.items;
      expect(pending.map((q) => q.id)).to.include.members([asked.body.data.id, spam.body.data.id]);
      expect(pending.find((q) => q.id === asked.body.data.id)).to.include({ askerMobile: mobile, askerName: 'Sara Ahmadi' });

      const answer = await staff.post<AdminQuestion>('/api/admin/question', { id: asked.body.data.id, answer: 'Yes: IP67, from −30 to 60 °C.' });
      expect(answer.status, JSON.stringify(answer.body.messages)).to.equal(200);
      expect(answer.body.data.status).to.equal('answered');
      expect((await staff.post('/api/admin/question', { id: spam.body.data.id, action: 'reject' })).status).to.equal(200);
      // A second decision on the rejected one: refused, and it stays rejected.
      const late = await staff.post('/api/admin/question', { id: spam.body.data.id, action: 'reject' });
      expect([late.status, late.body.messages[0].code]).to.deep.equal([409, 'QUESTION_DECIDED']);

      const page = await shown(id);
      expect(page.total).to.equal(1);
      expect(page.items[0]).to.include({ question: 'برای فضای باز <b>مناسب</b> است؟', answer: 'Yes: IP67, from −30 to 60 °C.', askedBy: 'Sara A.' });
      // The product page shows it, its markup as text.
      const html = await (await fetch(`${suite.server.url}/pr/${id}/x/`, { redirect: 'follow' })).text();
      expect(html.includes('IP67, from −30 to 60 °C.'), 'the answer on the page').to.equal(true);
      expect(html.includes('<b>مناسب</b>'), 'markup shown as text').to.equal(false);

      // Editing the answer does not text again.
      expect((await staff.post('/api/admin/question', { id: asked.body.data.id, answer: 'Yes: IP67.' })).status).to.equal(200);
      const texts = (await readOutbox(suite.outbox)).filter((l) => l.to === mobile && !l.code);
      expect(texts).to.have.length(1);
      expect(texts[0].text).to.include(`/pr/${id}/`).and.to.match(/پاسخ/);

      const admin = await people.staff('admin');
      const audit = await admin.get<AuditPage>(`/api/admin/audit?entity=question&entityId=${asked.body.data.id}`);
      expect(audit.body.data.items.map((i) => i.action)).to.have.members(['question.answer', 'question.answer']);
    });

    it("the demo's answered questions show on the camera's page, newest answer first; the pending one does not", async () => {
      const camera = await suite.server.db.kysely.selectFrom('products').select('id').where('code', '=', 'DS-2CD1043G2-I').executeTakeFirstOrThrow();
      const page = await shown(camera.id);
      expect(page.total).to.equal(2);
      expect(page.items[0].question).to.match(/memory card/);
      expect(page.items[1].askedBy).to.equal('مشتری ن.');
    });

    it('a bad question is a 400 naming the field in the visitor’s language; an unknown product a 404; a burst is limited', async () => {
      const id = await productId();
      const asker = await people.signIn(people.visitor('fa'), people.newMobile(), 'Reza Karimi');
      const refused = async (body: object) => {
        const res = await asker.post('/api/products/question', body);
        return [res.status, res.body.messages[0]?.code, res.body.messages[0]?.item2];
      };
      expect(await refused({ productId: id, text: '   ' })).to.deep.equal([400, 'REQUIRED', 'text']);
      expect(await refused({ productId: id, text: 'x'.repeat(501) })).to.deep.equal([400, 'TOO_LONG', 'text']);
      expect(await refused({ productId: 999_999, text: 'Is it genuine?' })).to.deep.equal([404, 'PRODUCT_NOT_FOUND', 'productId']);
      const persian = await asker.post('/api/products/question', { productId: id, text: '' });
      expect(persian.body.messages[0].item1).to.match(/[\u0600-\u06FF]/);
      // Ten questions an hour (the unknown product's took one; refusals of the schema take none): of a parallel burst of
      // 14, exactly the 9 left pass.
      const burst = await Promise.all(Array.from({ length: 14 }, (_, i) => asker.post('/api/products/question', { productId: id, text: `Question ${i}` })));
      const statuses = burst.map((b) => b.status);
      expect(statuses.filter((s) => s === 200)).to.have.length(9);
      expect(statuses.filter((s) => s === 429)).to.have.length(5);
    });
  });
}
