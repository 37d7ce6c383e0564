import type { ActionFunctionArgs } from 'react-router';
import { ApiError, loaderApi } from '../api/client.ts';
import { reviewContracts } from '../../shared/contracts/reviews.ts';

/** What the product page's action answers a review sent from its form (apart from a question's answer). */
export type ReviewResult = { reviewed: true } | { reviewErrors: { item1: string; item2?: string }[] };

/**
 * A review written or edited on the product page's form (issue #33): sent to wait for the operator, or why not, in the
 * page's language. Loaded when a review is sent, so the product page's first JavaScript does not carry it.
 */
export async function writeReview(args: ActionFunctionArgs, form: FormData): Promise<ReviewResult> {
  try {
    await loaderApi(args).call(reviewContracts.post, {
      productId: Number(args.params.id),
      rating: Number(form.get('rating') ?? 0),
      text: String(form.get('text') ?? ''),
    });
    return { reviewed: true };
  } catch (err) {
    if (err instanceof ApiError && err.status < 500) return { reviewErrors: err.messages };
    throw err;
  }
}
