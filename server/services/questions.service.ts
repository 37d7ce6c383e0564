import type { TFunction } from 'i18next';
import type { Repos } from '../db/repos/index.ts';
import type { QuestionStatus } from '../db/repos/questions.repo.ts';
import type { Clock } from '../lib/clock.ts';
import type { Logger } from '../lib/logger.ts';
import { AppError } from '../lib/errors.ts';
import type { TextSender } from './texts/text-queue.ts';
import type { RateLimiter } from './rate-limits.ts';
import { audit, type Actor } from './admin/actor.ts';
import { QUESTIONS_PAGE, type QuestionPage } from '../../shared/contracts/questions.ts';
import type { AdminQuestion } from '../../shared/contracts/admin/questions.ts';
import { paged, pageWindow, type Paged } from '../../shared/contracts/admin/paging.ts';
import { publicName } from '../../shared/person-name.ts';
import { localizePath, type Locale } from '../../shared/locale.ts';
import { productPath } from '../../shared/routes.ts';

interface QuestionsDeps {
  repos: Repos;
  clock: Clock;
  log: Logger;
  limits: RateLimiter;
  textQueue: TextSender;
  texts: (locale: Locale) => TFunction;
  /** PUBLIC_ORIGIN: the text's link is absolute when the site knows its address. */
  origin?: string;
}

/**
 * Questions and answers on a product (issue #33, point 2). A signed-in customer asks (QUESTION_MAX characters, a rate
 * limit each); the question waits for the operator, whose answer shows it on the product page and texts the asker
 * once (through the durable queue: a text that may wait for the morning). Rejected questions are never shown. Plain
 * text both ways: the page renders them as text.
 */
export function questionsService({ repos, clock, log, limits, textQueue, texts, origin }: QuestionsDeps) {
  const questions = repos.questions;

  async function textAsker(id: number) {
    const q = await questions.find(id);
    if (!q || q.status !== 'answered') return;
    const locale: Locale = q.locale === 'en' ? 'en' : 'fa';
    const url = `${origin ?? ''}${localizePath(productPath(q.product_id, locale === 'en' ? q.label_en : q.label_fa), locale)}#questions`;
    const name = locale === 'en' ? q.name_en : q.name_fa;
    const text = texts(locale)('sms:questionAnswered', { name, url, interpolation: { escapeValue: false } });
    try {
      await textQueue.send({ to: q.mobile, kind: 'questionAnswered', text, code: null, expiresAt: null });
    } catch (err) {
      log.error({ err, questionId: id }, 'question answered: text not stored');
    }
  }

  const adminView = (r: Awaited<ReturnType<typeof questions.byStatus>>[number]): AdminQuestion => ({
    id: r.id,
    productId: r.product_id,
    productName: r.product_name,
    question: r.question,
    status: r.status as QuestionStatus,
    answer: r.answer,
    askerName: r.full_name,
    askerMobile: r.mobile,
    askedAt: r.created_at,
    answeredAt: r.answered_at,
  });

  return {
    async ask(userId: number | undefined, input: { productId: number; text: string }, locale: Locale): Promise<{ id: number }> {
      if (userId === undefined) throw new AppError('LOGIN_REQUIRED');
      await limits.take(['questionPerUser', String(userId)]);
      if (!(await repos.adminProducts.exists(input.productId))) throw new AppError('PRODUCT_NOT_FOUND', 'productId');
      return questions.insert({ product_id: input.productId, user_id: userId, locale, question: input.text, created_at: clock().toISOString() });
    },

    async answered(productId: number, page: number): Promise<QuestionPage> {
      const { rows, total } = await questions.answered(productId, QUESTIONS_PAGE, (page - 1) * QUESTIONS_PAGE);
      return {
        items: rows.map((r) => ({
          id: r.id,
          question: r.question,
          answer: r.answer ?? '',
          askedBy: publicName(r.full_name),
          askedAt: r.created_at,
          answeredAt: r.answered_at ?? r.created_at,
        })),
        total,
        page,
        pageSize: QUESTIONS_PAGE,
      };
    },

    async list(input: { status: QuestionStatus; page: number }, locale: Locale): Promise<Paged<AdminQuestion>> {
      const { limit, offset } = pageWindow(input.page);
      const [rows, total] = await Promise.all([questions.byStatus(input.status, locale, limit, offset), questions.countByStatus(input.status)]);
      return paged(rows.map(adminView), total, input.page);
    },

    /**
     * The operator answers (a pending question, or edits the answer given) or rejects a pending one. The first answer
     * texts the asker; an edit does not text again. Audited with the question before and after.
     */
    async act(actor: Actor, input: { id: number; answer: string } | { id: number; action: 'reject' }, locale: Locale): Promise<AdminQuestion> {
      const at = clock().toISOString();
      const answering = 'answer' in input;
      const { first } = await repos.transaction(async (r) => {
        const before = await r.questions.find(input.id);
        if (!before) throw new AppError('NOT_FOUND', 'id');
        const moved = answering
          ? await r.questions.decide(input.id, ['pending', 'answered'], {
              status: 'answered',
              answer: input.answer,
              answered_by: actor.userId,
              answered_at: at,
            })
          : await r.questions.decide(input.id, ['pending'], { status: 'rejected', answer: null, answered_by: actor.userId, answered_at: at });
        if (!moved) throw new AppError('QUESTION_DECIDED', 'id');
        await audit(r, clock, actor, {
          action: answering ? 'question.answer' : 'question.reject',
          entity: 'question',
          entityId: input.id,
          before: { status: before.status, answer: before.answer },
          after: { status: answering ? 'answered' : 'rejected', answer: answering ? input.answer : null },
        });
        return { first: answering && before.status === 'pending' };
      });
      if (first) await textAsker(input.id);
      return adminView((await questions.adminById(input.id, locale))!);
    },
  };
}

export type QuestionsService = ReturnType<typeof questionsService>;
