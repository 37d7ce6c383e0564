import * as z from 'zod/mini';
import { countParam, idParam } from './inputs.ts';
import { REVIEW_MAX } from './reviews.ts';
import { BEST_RATING } from '../rating.ts';

/* Input schemas of the reviews (reviews.ts). Messages are error codes (shared/errors.ts). */

export const post = z.object({
  productId: idParam,
  rating: z.coerce.number().check(z.int('RATING_RANGE'), z.minimum(1, 'RATING_RANGE'), z.maximum(BEST_RATING, 'RATING_RANGE')),
  text: z.string().check(z.trim(), z.minLength(1, 'REQUIRED'), z.maxLength(REVIEW_MAX, 'TOO_LONG')),
});

export const product = z.object({ productId: idParam });

export const approved = z.object({ productId: idParam, page: countParam(10_000, 1) });
