import type { Kysely } from 'kysely';
import type { Database } from '../schema.ts';
import { col } from './localized.ts';
import type { Locale } from '../../../shared/locale.ts';

export type QuestionStatus = 'pending' | 'answered' | 'rejected';

/** Customers' questions about products (issue 33). Answering is a guarded move: of two operators at once, one wins. */
export function questionsRepo(db: Kysely<Database>) {
  const withAsker = () =>
    db.selectFrom('product_questions as q').innerJoin('users as u', 'u.id', 'q.user_id').innerJoin('products as p', 'p.id', 'q.product_id');
  const adminRows = (locale: Locale) =>
    withAsker()
      .select(['q.id', 'q.product_id', 'q.question', 'q.status', 'q.answer', 'q.created_at', 'q.answered_at', 'u.full_name', 'u.mobile'])
      .select((eb) => eb.ref(`p.${col('name', locale)}`).as('product_name'));
  return {
    insert: (row: { product_id: number; user_id: number; locale: string; question: string; created_at: string }) =>
      db.insertInto('product_questions').values(row).returning('id').executeTakeFirstOrThrow(),

    /** A product's answered questions, newest answer first, and how many there are. */
    async answered(productId: number, limit: number, offset: number) {
      const shown = db.selectFrom('product_questions').where('product_id', '=', productId).where('status', '=', 'answered');
      const [rows, count] = await Promise.all([
        db
          .selectFrom('product_questions as q')
          .innerJoin('users as u', 'u.id', 'q.user_id')
          .select(['q.id', 'q.question', 'q.answer', 'q.created_at', 'q.answered_at', 'u.full_name'])
          .where('q.product_id', '=', productId)
          .where('q.status', '=', 'answered')
          .orderBy('q.answered_at', 'desc')
          .orderBy('q.id', 'desc')
          .limit(limit)
          .offset(offset)
          .execute(),
        shown.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
      ]);
      return { rows, total: Number(count.n) };
    },

    /** The operator's list: by status, newest first. */
    byStatus: (status: QuestionStatus, locale: Locale, limit: number, offset: number) =>
      adminRows(locale).where('q.status', '=', status).orderBy('q.id', 'desc').limit(limit).offset(offset).execute(),

    /** One question as the operator's list shows it. */
    adminById: (id: number, locale: Locale) => adminRows(locale).where('q.id', '=', id).executeTakeFirst(),

    countByStatus: async (status: QuestionStatus) =>
      Number(
        (
          await db
            .selectFrom('product_questions')
            .select((eb) => eb.fn.countAll<number>().as('n'))
            .where('status', '=', status)
            .executeTakeFirstOrThrow()
        ).n,
      ),

    /** One question with what its text to the asker needs. */
    find: (id: number) =>
      withAsker()
        .select(['q.id', 'q.product_id', 'q.status', 'q.question', 'q.answer', 'q.locale', 'u.mobile', 'p.label_fa', 'p.label_en', 'p.name_fa', 'p.name_en'])
        .where('q.id', '=', id)
        .executeTakeFirst(),

    /** Answers (or rejects) a question still pending, or edits an answer already given; false when it was not. */
    async decide(id: number, from: QuestionStatus[], set: { status: QuestionStatus; answer: string | null; answered_by: number; answered_at: string }) {
      const r = await db.updateTable('product_questions').set(set).where('id', '=', id).where('status', 'in', from).executeTakeFirst();
      return Number(r.numUpdatedRows) === 1;
    },
  };
}
