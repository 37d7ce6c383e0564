import type { Transaction } from 'kysely';
import type { Database } from '../schema.ts';
import { DEMO_CUSTOMER_MOBILE } from './quotes.seed.ts';

/** The demo's questions (issue 33): answered ones on a camera's page, and one waiting in the back office. */
const QUESTIONS = [
  {
    code: 'DS-2CD1043G2-I',
    locale: 'fa',
    question: 'آیا این دوربین برای نصب در فضای باز و زیر باران مناسب است؟',
    answer: 'بله. بدنهٔ آن IP67 است و در دمای ‎−30‎ تا ‎60‎ درجه کار می‌کند؛ برای نصب بیرونی، جعبه تقسیم ضدآب را هم پیشنهاد می‌کنیم.',
  },
  {
    code: 'DS-2CD1043G2-I',
    locale: 'en',
    question: 'Can it record to a memory card without an NVR?',
    answer: 'No: this model has no card slot. It records to an NVR or to the Hik-Connect cloud; the DS-2CD2143G2-IS takes a microSD card.',
  },
  { code: 'DS-2CD2143G2-IS', locale: 'fa', question: 'گارانتی این دوربین چند ساله است؟', answer: null },
];

export async function seedDemoQuestions(trx: Transaction<Database>, now: number) {
  const user = await trx.selectFrom('users').select('id').where('mobile', '=', DEMO_CUSTOMER_MOBILE).executeTakeFirstOrThrow();
  for (const [i, q] of QUESTIONS.entries()) {
    const product = await trx.selectFrom('products').select('id').where('code', '=', q.code).executeTakeFirstOrThrow();
    const asked = new Date(now - (10 - i) * 86_400_000).toISOString();
    await trx
      .insertInto('product_questions')
      .values({
        product_id: product.id,
        user_id: user.id,
        locale: q.locale,
        question: q.question,
        status: q.answer ? 'answered' : 'pending',
        answer: q.answer,
        answered_by: null,
        answered_at: q.answer ? new Date(now - (9 - i) * 86_400_000).toISOString() : null,
        created_at: asked,
      })
      .execute();
  }
}
