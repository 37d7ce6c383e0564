import * as z from 'zod/mini';
import { countParam, idParam } from './inputs.ts';
import { QUESTION_MAX } from './questions.ts';

/* Input schemas of the product questions (questions.ts). Messages are error codes (shared/errors.ts). */

export const ask = z.object({
  productId: idParam,
  text: z.string().check(z.trim(), z.minLength(1, 'REQUIRED'), z.maxLength(QUESTION_MAX, 'TOO_LONG')),
});

export const answered = z.object({ productId: idParam, page: countParam(10_000, 1) });
