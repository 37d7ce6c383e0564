import { endpoint } from './endpoint.ts';

/* Reviews by verified buyers (issue #33, point 1): a buyer rates and writes, the operator approves, the page shows it. */

/** A review's longest text. */
export const REVIEW_MAX = 2000;
/** Approved reviews a page of the product's list holds. */
export const REVIEWS_PAGE = 5;
/** The latest approved reviews a product's structured data names. */
export const REVIEWS_IN_JSON_LD = 3;

/** An approved review as the product page shows it. */
export interface ProductReview {
  id: number;
  rating: number;
  text: string;
  /** The reviewer's first name and family initial (shared/person-name.ts); null when the account has no name. */
  author: string | null;
  postedAt: string;
  /** The operator's public reply, if any. */
  reply: string | null;
}

export interface ReviewPage {
  items: ProductReview[];
  total: number;
  page: number;
  pageSize: number;
}

/** What the signed-in visitor may do on a product's page: review it (a buyer), and their review so far. */
export interface MyReview {
  canReview: boolean;
  review: { rating: number; text: string; status: 'pending' | 'approved' | 'rejected' } | null;
}

const inputs = () => import('./reviews.inputs.ts');

export const reviewContracts = {
  /** Writes (or edits: back to pending) the customer's review; 401 without a session, 403 REVIEW_NOT_BUYER. */
  post: endpoint<{ id: number }>()({ method: 'POST', path: '/api/products/review', input: () => inputs().then((m) => m.post) }),
  /** The signed-in visitor's standing on a product: may they review it, and their review; null without a session. */
  mine: endpoint<MyReview | null>()({ method: 'GET', path: '/api/products/review', input: () => inputs().then((m) => m.product) }),
  /** A product's approved reviews, newest first. */
  approved: endpoint<ReviewPage>()({ method: 'GET', path: '/api/products/reviews', input: () => inputs().then((m) => m.approved) }),
};
