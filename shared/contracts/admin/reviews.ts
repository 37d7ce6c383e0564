import { endpoint } from '../endpoint.ts';
import type { Paged } from './paging.ts';

export const REVIEW_STATUSES = ['pending', 'approved', 'rejected'] as const;
export type ReviewStatus = (typeof REVIEW_STATUSES)[number];

/** A review in the back office (issue 33): the reviewer's name and mobile are the operator's to see. */
export interface AdminReview {
  id: number;
  productId: number;
  productName: string;
  rating: number;
  text: string;
  status: ReviewStatus;
  reason: string | null;
  reply: string | null;
  reviewerName: string | null;
  reviewerMobile: string;
  postedAt: string;
  decidedAt: string | null;
}

/** An approval (a public reply optional; again on an approved review: the reply edited) or a rejection with its reason. */
export interface ReviewDecision {
  id: number;
  action: 'approve' | 'reject';
  reason?: string;
  reply?: string;
}

const inputs = () => import('./reviews.inputs.ts');

/** `GET /api/admin/reviews?status=`; `POST /api/admin/review` `{ id, action: "approve" | "reject", reason?, reply? }`. */
export const adminReviewContracts = {
  list: endpoint<Paged<AdminReview>>()({ method: 'GET', path: '/api/admin/reviews', input: () => inputs().then((m) => m.list) }),
  act: endpoint<AdminReview>()({ method: 'POST', path: '/api/admin/review', input: () => inputs().then((m) => m.act) }),
};
