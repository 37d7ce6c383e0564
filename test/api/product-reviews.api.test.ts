import { expect } from 'chai';
import { TEST_DATABASES } from '../helpers/server.ts';
import { backOfficeSuite, placeOrderInDb } from '../helpers/admin-client.ts';
import { readOutbox } from '../../server/integrations/sms/index.ts';
import type { MyReview, ReviewPage } from '../../shared/contracts/reviews.ts';
import type { AdminReview } from '../../shared/contracts/admin/reviews.ts';
import type { Paged } from '../../shared/contracts/admin/paging.ts';
import type { ProductInfo } from '../../shared/contracts/catalog.ts';

type AuditPage = { items: { action: string }[] };
const DAY_MS = 86_400_000;

/* Reviews by verified buyers (issue #33, point 1), on both databases. */
for (const database of TEST_DATABASES) {
  describe(`reviews by verified buyers (${database.name})`, function () {
    this.timeout(90_000);
    let nowMs = Date.now();
    // Texts at once, whatever the hour (an invitation waits for the morning by default); a clock the tests move.
    const suite = backOfficeSuite(database, { mobilePrefix: '0927', env: { TEXT_QUIET_HOURS: 'off' }, options: { clock: () => new Date(nowMs) } });
    const { people } = suite;
    const db = () => suite.server.db.kysely;
    const userIdOf = async (mobile: string) => (await db().selectFrom('users').select('id').where('mobile', '=', mobile).executeTakeFirstOrThrow()).id;
    /** A signed-in customer and an order of theirs in `status`, and the product it holds. */
    async function buyer(status: string, name = 'Sara Ahmadi', lang: 'fa' | 'en' = 'en') {
      const mobile = people.newMobile();
      const client = await people.signIn(people.visitor(lang), mobile, name);
      const userId = await userIdOf(mobile);
      const order = await placeOrderInDb(suite.server, status, 'online', { userId, mobile });
      const line = await db().selectFrom('order_lines').select('product_id').where('order_id', '=', order.id).executeTakeFirstOrThrow();
      return { client, mobile, userId, order, productId: line.product_id! };
    }
    const shown = async (id: number) => (await (await fetch(`${suite.server.url}/api/products/reviews?productId=${id}`)).json()).data as ReviewPage;
    const info = async (id: number) => (await (await fetch(`${suite.server.url}/api/products/productInfo?id=${id}`)).json()).data as ProductInfo;
    const jsonLdOf = async (id: number) => {
      const html = await (await fetch(`${suite.server.url}/pr/${id}/x/`, { redirect: 'follow' })).text();
      const blocks = [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs)].map((m) => JSON.parse(m[1]) as Record<string, unknown>);
      expect(blocks.length, 'structured data on the page').to.be.above(0);
      const graph = blocks.flatMap((b) => (Array.isArray(b['@graph']) ? (b['@graph'] as Record<string, unknown>[]) : [b]));
      return { html, product: graph.find((n) => n['@type'] === 'Product' || n['@type'] === 'ProductGroup')! };
    };

    it('only a signed-in buyer of a shipped or delivered order reviews: 401 without a session, 403 REVIEW_NOT_BUYER else', async () => {
      const { client, productId } = await buyer('paid');
      const body = { productId, rating: 4, text: 'Good' };
      const anonymous = await people.visitor().post('/api/products/review', body);
      expect([anonymous.status, anonymous.body.messages[0].code]).to.deep.equal([401, 'LOGIN_REQUIRED']);
      // Paid but not yet shipped: not a buyer yet; a stranger signed in neither.
      const notYet = await client.post('/api/products/review', body);
      expect([notYet.status, notYet.body.messages[0].code]).to.deep.equal([403, 'REVIEW_NOT_BUYER']);
      const stranger = await people.customer();
      expect((await stranger.post('/api/products/review', body)).status).to.equal(403);
      expect((await stranger.get<MyReview>(`/api/products/review?productId=${productId}`)).body.data).to.deep.equal({ canReview: false, review: null });
      expect((await people.visitor().get(`/api/products/review?productId=${productId}`)).body.data).to.equal(null);

      const shipped = await buyer('shipped');
      expect((await shipped.client.post('/api/products/review', { ...body, productId: shipped.productId })).status).to.equal(200);
      // Delivered, then refunded: it reached delivered in its history, so it was received.
      const refunded = await buyer('refunded');
      await db()
        .insertInto('order_events')
        .values({ order_id: refunded.order.id, status: 'delivered', at: new Date(nowMs).toISOString(), note: null })
        .execute();
      const late = await refunded.client.post('/api/products/review', { ...body, productId: refunded.productId });
      expect(late.status, JSON.stringify(late.body.messages)).to.equal(200);
    });

    it('waits for the operator; approved with a reply it shows, stars and summary and JSON-LD follow; an edit puts it back to pending', async () => {
      const b = await buyer('delivered', 'Sara Ahmadi');
      const id = b.productId;
      const before = (await shown(id)).total;
      const { product: ldBefore } = await jsonLdOf(id);
      const hadRating = 'aggregateRating' in ldBefore;
      const posted = await b.client.post<{ id: number }>('/api/products/review', {
        productId: id,
        rating: 4,
        text: 'Solid <b>camera</b> https://spam.example',
      });
      expect(posted.status, JSON.stringify(posted.body.messages)).to.equal(200);
      const mine = await b.client.get<MyReview>(`/api/products/review?productId=${id}`);
      expect(mine.body.data).to.deep.equal({ canReview: true, review: { rating: 4, text: 'Solid <b>camera</b> https://spam.example', status: 'pending' } });
      expect((await shown(id)).total, 'pending is not shown').to.equal(before);
      expect('aggregateRating' in (await jsonLdOf(id)).product).to.equal(hadRating);

      const staff = await people.staff();
      const pending = (await staff.get<Paged<AdminReview>>('/api/admin/reviews?status=pending')).body.data.items;
      expect(pending.find((r) => r.id === posted.body.data.id)).to.include({ reviewerMobile: b.mobile, reviewerName: 'Sara Ahmadi', rating: 4 });
      const approved = await staff.post<AdminReview>('/api/admin/review', { id: posted.body.data.id, action: 'approve', reply: 'Thank you, Sara!' });
      expect(approved.status, JSON.stringify(approved.body.messages)).to.equal(200);
      expect(approved.body.data).to.include({ status: 'approved', reply: 'Thank you, Sara!' });

      const page = await shown(id);
      expect(page.total).to.equal(before + 1);
      expect(page.items[0]).to.include({ rating: 4, author: 'Sara A.', reply: 'Thank you, Sara!', text: 'Solid <b>camera</b> https://spam.example' });
      const summary = (await info(id)).rating!;
      expect(summary[1]).to.equal(before + 1);
      const { html, product } = await jsonLdOf(id);
      expect(html.includes('<b>camera</b>'), 'markup shown as text').to.equal(false);
      expect(html.includes('href="https://spam.example'), 'a link is not a link').to.equal(false);
      const aggregate = product.aggregateRating as Record<string, unknown>;
      expect(aggregate).to.include({
        '@type': 'AggregateRating',
        reviewCount: summary[1],
        bestRating: 5,
        ratingValue: Math.round((summary[0] / summary[1]) * 10) / 10,
      });
      const latest = (product.review as Record<string, Record<string, unknown>>[])[0];
      expect(latest.author).to.deep.equal({ '@type': 'Person', name: 'Sara A.' });
      expect(latest.reviewRating).to.include({ '@type': 'Rating', ratingValue: 4, bestRating: 5 });
      expect(latest.datePublished).to.match(/^\d{4}-\d\d-\d\d$/);

      // A second post edits the one review: back to pending, out of the list and the summary, and the page follows.
      const edited = await b.client.post<{ id: number }>('/api/products/review', { productId: id, rating: 2, text: 'It broke after a week.' });
      expect(edited.body.data.id).to.equal(posted.body.data.id);
      expect((await db().selectFrom('product_reviews').select('id').where('user_id', '=', b.userId).execute()).length).to.equal(1);
      expect((await shown(id)).total).to.equal(before);
      expect((await info(id)).rating?.[1] ?? 0).to.equal(before);
      expect('aggregateRating' in (await jsonLdOf(id)).product).to.equal(hadRating);
    });

    it("rejects with a reason; a second decision is refused (409 REVIEW_DECIDED) but an approved review's reply may be edited; audited", async () => {
      const a = await buyer('delivered');
      const c = await buyer('delivered');
      const first = (await a.client.post<{ id: number }>('/api/products/review', { productId: a.productId, rating: 1, text: 'Buy cheap watches' })).body.data
        .id;
      const second = (await c.client.post<{ id: number }>('/api/products/review', { productId: c.productId, rating: 5, text: 'Works well.' })).body.data.id;
      const staff = await people.staff('staff', 'fa');
      const noReason = await staff.post('/api/admin/review', { id: first, action: 'reject' });
      expect([noReason.status, noReason.body.messages[0].code, noReason.body.messages[0].item2]).to.deep.equal([400, 'REQUIRED', 'reason']);
      expect(noReason.body.messages[0].item1).to.match(/[\u0600-\u06FF]/);
      expect((await staff.post('/api/admin/review', { id: first, action: 'reject', reason: 'spam' })).status).to.equal(200);
      for (const again of [
        { id: first, action: 'reject', reason: 'spam' },
        { id: first, action: 'approve' },
      ]) {
        const late = await staff.post('/api/admin/review', again);
        expect([late.status, late.body.messages[0].code]).to.deep.equal([409, 'REVIEW_DECIDED']);
      }
      expect((await staff.get<Paged<AdminReview>>('/api/admin/reviews?status=rejected')).body.data.items.find((r) => r.id === first)).to.include({
        reason: 'spam',
      });
      // Two decisions on one pending review at once: one wins.
      const race = await Promise.all([
        staff.post('/api/admin/review', { id: second, action: 'approve' }),
        staff.post('/api/admin/review', { id: second, action: 'reject', reason: 'late' }),
      ]);
      const statuses = race.map((r) => r.status).sort();
      expect(statuses).to.deep.equal([200, 409]);
      const now = await db().selectFrom('product_reviews').select('status').where('id', '=', second).executeTakeFirstOrThrow();
      if (now.status === 'approved') {
        const reply = await staff.post<AdminReview>('/api/admin/review', { id: second, action: 'approve', reply: 'Glad to hear it.' });
        expect([reply.status, reply.body.data.reply]).to.deep.equal([200, 'Glad to hear it.']);
        expect((await shown(c.productId)).items.find((r) => r.id === second)?.reply).to.equal('Glad to hear it.');
      }
      const admin = await people.staff('admin');
      const audit = await admin.get<AuditPage>(`/api/admin/audit?entity=review&entityId=${first}`);
      expect(audit.body.data.items.map((i) => i.action)).to.deep.equal(['review.reject']);
    });

    it('a bad review is a 400 naming the field in the visitor’s language; an unknown product a 404; a burst is limited', async () => {
      const b = await buyer('delivered', 'Reza Karimi', 'fa');
      const refused = async (body: object) => {
        const res = await b.client.post('/api/products/review', body);
        return [res.status, res.body.messages[0]?.code, res.body.messages[0]?.item2];
      };
      expect(await refused({ productId: b.productId, rating: 6, text: 'ok' })).to.deep.equal([400, 'RATING_RANGE', 'rating']);
      expect(await refused({ productId: b.productId, rating: 0, text: 'ok' })).to.deep.equal([400, 'RATING_RANGE', 'rating']);
      expect(await refused({ productId: b.productId, rating: 3.5, text: 'ok' })).to.deep.equal([400, 'RATING_RANGE', 'rating']);
      expect(await refused({ productId: b.productId, rating: 3, text: '  ' })).to.deep.equal([400, 'REQUIRED', 'text']);
      expect(await refused({ productId: b.productId, rating: 3, text: 'x'.repeat(2001) })).to.deep.equal([400, 'TOO_LONG', 'text']);
      const persian = await b.client.post('/api/products/review', { productId: b.productId, rating: 3, text: '' });
      expect(persian.body.messages[0].item1).to.match(/[\u0600-\u06FF]/);
      expect(await refused({ productId: 999_999, rating: 3, text: 'ok' })).to.deep.equal([404, 'PRODUCT_NOT_FOUND', 'productId']);
      // Ten an hour (the unknown product's took one; the schema's refusals none): of a parallel burst of 14, exactly
      // the 9 left pass, and they edit the one review.
      const burst = await Promise.all(
        Array.from({ length: 14 }, (_, i) => b.client.post('/api/products/review', { productId: b.productId, rating: 3, text: `Take ${i}` })),
      );
      const statuses = burst.map((r) => r.status);
      expect(statuses.filter((s) => s === 200)).to.have.length(9);
      expect(statuses.filter((s) => s === 429)).to.have.length(5);
      expect((await db().selectFrom('product_reviews').select('id').where('user_id', '=', b.userId).execute()).length).to.equal(1);
    });

    it('invites a delivered order by text once, a week after the delivery, through parallel runs; an opted-out customer gets none', async () => {
      const staff = await people.staff();
      const deliver = async (orderId: number) => {
        expect((await staff.post('/api/admin/order', { id: orderId, action: 'ship', trackingCode: 'POST-1' })).status).to.equal(200);
        expect((await staff.post('/api/admin/order', { id: orderId, action: 'deliver' })).status).to.equal(200);
      };
      const invited = await buyer('paid');
      const optedOut = await buyer('paid');
      const saved = await optedOut.client.post('/api/auth/user', { fullName: 'Sara Ahmadi', reviewInvites: false });
      expect([saved.status, (saved.body.data as { reviewInvites: boolean }).reviewInvites]).to.deep.equal([200, false]);
      await deliver(invited.order.id);
      await deliver(optedOut.order.id);
      const textsTo = async (mobile: string) => (await readOutbox(suite.outbox)).filter((l) => l.to === mobile && /profile/.test(l.text));

      // Six days on: not yet.
      nowMs += 6 * DAY_MS;
      await suite.server.services.reviews.inviteDue();
      expect(await textsTo(invited.mobile)).to.have.length(0);
      // Eight days on: four runs at once (workers, the start's catch-up) text it once.
      nowMs += 2 * DAY_MS;
      await Promise.all(Array.from({ length: 4 }, () => suite.server.services.reviews.inviteDue()));
      await suite.server.services.reviews.inviteDue();
      const texts = await textsTo(invited.mobile);
      expect(texts).to.have.length(1);
      expect(texts[0].text).to.include(`/pr/${invited.productId}/`).and.to.include('/profile/');
      expect(await textsTo(optedOut.mobile)).to.have.length(0);
      const claimed = await db()
        .selectFrom('orders')
        .select(['id', 'review_invited_at'])
        .where('id', 'in', [invited.order.id, optedOut.order.id])
        .orderBy('id')
        .execute();
      expect(claimed.map((o) => o.review_invited_at !== null)).to.deep.equal([true, false]);
    });
  });
}
