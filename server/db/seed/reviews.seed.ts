import type { Transaction } from 'kysely';
import type { Database } from '../schema.ts';

/**
 * The demo's reviews (issue 33): three approved on a bullet camera (one with the shop's reply), one on an analogue
 * camera (neither on the home page: its document has no bytes to spare), and one waiting in the back office, by three customers of their own; the products' summaries follow.
 */
const REVIEWERS = [
  { mobile: '09190000011', name: 'مریم کاظمی' },
  { mobile: '09190000012', name: 'Ali Rostami' },
  { mobile: '09190000013', name: 'حمید نوروزی' },
];

const REVIEWS = [
  {
    code: 'IPC-HFW2441S-S',
    by: 0,
    rating: 5,
    text: 'تصویر شب واقعاً خوب است و نصبش روی دیوار حیاط کمتر از یک ساعت طول کشید. با NVR قبلی هم بی‌دردسر شناخته شد.',
    reply: 'سپاس از نظرتان؛ برای کابل‌کشی بیرونی، جعبه تقسیم ضدآب را فراموش نکنید.',
  },
  { code: 'IPC-HFW2441S-S', by: 1, rating: 4, text: 'Sharp picture by day, a little noise at night under street lights. Good value.', reply: null },
  { code: 'IPC-HFW2441S-S', by: 2, rating: 4, text: 'یک سال است بدون مشکل کار می‌کند؛ فقط کاش کارت حافظه می‌گرفت.', reply: null },
  { code: 'DS-2CE16D0T-IRF', by: 0, rating: 5, text: 'میکروفون داخلی‌اش برای فروشگاه ما خیلی به کار آمد.', reply: null },
  { code: 'DS-2CE16D0T-IRF', by: 1, rating: 2, text: 'Arrived fine but the app keeps logging me out.', reply: null, pending: true },
];

export async function seedDemoReviews(trx: Transaction<Database>, now: number) {
  const users = [];
  for (const r of REVIEWERS) {
    const at = new Date(now - 60 * 86_400_000).toISOString();
    users.push(
      (
        await trx
          .insertInto('users')
          .values({ mobile: r.mobile, full_name: r.name, email: null, password_hash: null, created_at: at })
          .returning('id')
          .executeTakeFirstOrThrow()
      ).id,
    );
  }
  const products = new Set<number>();
  for (const [i, r] of REVIEWS.entries()) {
    const product = await trx.selectFrom('products').select('id').where('code', '=', r.code).executeTakeFirstOrThrow();
    products.add(product.id);
    const posted = new Date(now - (20 - i * 3) * 86_400_000).toISOString();
    await trx
      .insertInto('product_reviews')
      .values({
        product_id: product.id,
        user_id: users[r.by],
        rating: r.rating,
        text: r.text,
        status: 'pending' in r ? 'pending' : 'approved',
        reason: null,
        reply: r.reply,
        decided_by: null,
        decided_at: 'pending' in r ? null : posted,
        posted_at: posted,
      })
      .execute();
  }
  for (const id of products) {
    const approved = await trx.selectFrom('product_reviews').select('rating').where('product_id', '=', id).where('status', '=', 'approved').execute();
    await trx
      .updateTable('products')
      .set({ rating_sum: approved.reduce((sum, r) => sum + r.rating, 0), rating_count: approved.length })
      .where('id', '=', id)
      .execute();
  }
}
