import type { TFunction } from 'i18next';
import type { Repos } from '../db/repos/index.ts';
import type { Clock } from '../lib/clock.ts';
import type { Logger } from '../lib/logger.ts';
import { AppError } from '../lib/errors.ts';
import type { TextSender } from './texts/text-queue.ts';
import type { RateLimiter } from './rate-limits.ts';
import type { ChangeBus } from '../integrations/change-bus/index.ts';
import { audit, type Actor } from './admin/actor.ts';
import { REVIEWS_IN_JSON_LD, REVIEWS_PAGE, type MyReview, type ReviewPage } from '../../shared/contracts/reviews.ts';
import type { AdminReview, ReviewDecision, ReviewStatus } from '../../shared/contracts/admin/reviews.ts';
import { paged, pageWindow, type Paged } from '../../shared/contracts/admin/paging.ts';
import { publicName } from '../../shared/person-name.ts';
import { localizePath, type Locale } from '../../shared/locale.ts';
import { productPath } from '../../shared/routes.ts';

interface ReviewsDeps {
  repos: Repos;
  clock: Clock;
  log: Logger;
  limits: RateLimiter;
  textQueue: TextSender;
  texts: (locale: Locale) => TFunction;
  /** A shown review edited back to pending changes the pages: every page cache is cleared. */
  changes: ChangeBus;
  /** PUBLIC_ORIGIN: the invitation's links are absolute when the site knows its address. */
  origin?: string;
}

const DAY_MS = 86_400_000;
/** The invitation goes this long after the delivery... */
export const INVITE_AFTER_MS = 7 * DAY_MS;
/** ...and not for deliveries older than this (a first run never texts every customer of years past). */
export const INVITE_WITHIN_MS = 30 * DAY_MS;

/**
 * Reviews by verified buyers (issue #33, point 1). A signed-in customer whose order holding the product was shipped
 * or delivered rates it and writes (plain text, shown as text); one review a customer and product, a second post
 * edits it back to pending. The operator approves (with a public reply) or rejects it with a reason; the product's
 * rating summary follows in the same transaction. Delivered orders are invited by text once, a week later.
 */
export function reviewsService({ repos, clock, log, limits, textQueue, texts, changes, origin }: ReviewsDeps) {
  const reviews = repos.reviews;

  const adminView = (r: NonNullable<Awaited<ReturnType<typeof reviews.adminById>>>): AdminReview => ({
    id: r.id,
    productId: r.product_id,
    productName: r.product_name,
    rating: r.rating,
    text: r.text,
    status: r.status as ReviewStatus,
    reason: r.reason,
    reply: r.reply,
    reviewerName: r.full_name,
    reviewerMobile: r.mobile,
    postedAt: r.posted_at,
    decidedAt: r.decided_at,
  });

  const url = (locale: Locale, path: string) => `${origin ?? ''}${localizePath(path, locale)}`;

  return {
    async post(userId: number | undefined, input: { productId: number; rating: number; text: string }): Promise<{ id: number }> {
      if (userId === undefined) throw new AppError('LOGIN_REQUIRED');
      await limits.take(['reviewPerUser', String(userId)]);
      if (!(await repos.adminProducts.exists(input.productId))) throw new AppError('PRODUCT_NOT_FOUND', 'productId');
      if (!(await reviews.isBuyer(userId, input.productId))) throw new AppError('REVIEW_NOT_BUYER', 'productId');
      const { id, wasShown } = await repos.transaction(async (r) => {
        const before = await r.reviews.mine(userId, input.productId);
        const row = await r.reviews.upsert({
          product_id: input.productId,
          user_id: userId,
          rating: input.rating,
          text: input.text,
          posted_at: clock().toISOString(),
        });
        // An approved review edited waits again: the product's summary drops it until the operator approves anew.
        await r.reviews.syncRating(input.productId);
        return { id: row.id, wasShown: before?.status === 'approved' };
      });
      if (wasShown) await changes.publish('catalog.changed').catch((err) => log.error({ err }, 'review edited: change not published'));
      return { id };
    },

    async mine(userId: number | undefined, productId: number): Promise<MyReview | null> {
      if (userId === undefined) return null;
      const [canReview, review] = await Promise.all([reviews.isBuyer(userId, productId), reviews.mine(userId, productId)]);
      return { canReview, review: review ? { rating: review.rating, text: review.text, status: review.status as ReviewStatus } : null };
    },

    async approved(productId: number, page: number): Promise<ReviewPage> {
      const { rows, total } = await reviews.approved(productId, REVIEWS_PAGE, (page - 1) * REVIEWS_PAGE);
      return {
        items: rows.map((r) => ({ id: r.id, rating: r.rating, text: r.text, author: publicName(r.full_name), postedAt: r.posted_at, reply: r.reply })),
        total,
        page,
        pageSize: REVIEWS_PAGE,
      };
    },

    /** The latest approved reviews for the product's structured data: who, how many stars, when. */
    async forStructuredData(productId: number) {
      const rows = await reviews.latest(productId, REVIEWS_IN_JSON_LD);
      return rows.map((r) => ({ author: publicName(r.full_name), rating: r.rating, postedAt: r.posted_at }));
    },

    async list(input: { status: ReviewStatus; page: number }, locale: Locale): Promise<Paged<AdminReview>> {
      const { limit, offset } = pageWindow(input.page);
      const [rows, total] = await Promise.all([reviews.byStatus(input.status, locale, limit, offset), reviews.countByStatus(input.status)]);
      return paged(rows.map(adminView), total, input.page);
    },

    /**
     * The operator's decision. Approve: a pending review is shown (with the reply, if any); on an approved one it edits
     * the reply. Reject: a pending review, with its reason (required), never shown. Anything else (a rejected review
     * approved, a decided one rejected, the loser of two decisions at once) is 409 REVIEW_DECIDED: the guarded move
     * lets one through. Audited with the review before and after; the product's summary follows in the transaction.
     */
    async act(actor: Actor, input: ReviewDecision, locale: Locale): Promise<AdminReview> {
      const approving = input.action === 'approve';
      const reason = input.reason?.trim() || null;
      const reply = input.reply?.trim() || null;
      if (!approving && !reason) throw new AppError('REQUIRED', 'reason');
      await repos.transaction(async (r) => {
        const before = await r.reviews.find(input.id);
        if (!before) throw new AppError('NOT_FOUND', 'id');
        const after = { status: approving ? 'approved' : 'rejected', reason: approving ? null : reason, reply } as const;
        const moved = await r.reviews.decide(input.id, approving ? ['pending', 'approved'] : ['pending'], {
          ...after,
          decided_by: actor.userId,
          decided_at: clock().toISOString(),
        });
        if (!moved) throw new AppError('REVIEW_DECIDED', 'id');
        await r.reviews.syncRating(before.product_id);
        await audit(r, clock, actor, {
          action: approving ? 'review.approve' : 'review.reject',
          entity: 'review',
          entityId: input.id,
          before: { status: before.status, reason: before.reason, reply: before.reply },
          after,
        });
      });
      return adminView((await reviews.adminById(input.id, locale))!);
    },

    /**
     * The invitations due (the hourly work): orders delivered a week ago (up to a month), each claimed once by the
     * guarded update, texted through the queue (a text that waits for the morning), saying how to opt out.
     */
    async inviteDue(): Promise<number> {
      const now = clock().getTime();
      const claimed = await repos.orders.claimReviewInvites(
        new Date(now).toISOString(),
        new Date(now - INVITE_WITHIN_MS).toISOString(),
        new Date(now - INVITE_AFTER_MS).toISOString(),
      );
      for (const order of claimed) {
        const locale: Locale = order.locale === 'en' ? 'en' : 'fa';
        try {
          const product = await repos.orders.firstProduct(order.id);
          if (!product) continue;
          const text = texts(locale)('sms:reviewInvite', {
            name: locale === 'en' ? product.name_en : product.name_fa,
            url: `${url(locale, productPath(product.id, locale === 'en' ? product.label_en : product.label_fa))}#reviews`,
            profile: url(locale, '/profile/'),
            interpolation: { escapeValue: false },
          });
          await textQueue.send({ to: order.mobile, kind: 'reviewInvite', text, code: null, expiresAt: null });
        } catch (err) {
          log.error({ err, orderId: order.id }, 'review invitation: text not stored');
        }
      }
      return claimed.length;
    },
  };
}

export type ReviewsService = ReturnType<typeof reviewsService>;
