import * as z from 'zod/mini';
import { countParam, idParam } from '../inputs.ts';
import { QUESTION_STATUSES } from './questions.ts';

/* Inputs of the back office's product questions (questions.ts). Messages are error codes (shared/errors.ts). */

export const list = z.object({ status: z._default(z.enum(QUESTION_STATUSES), 'pending'), page: countParam(10_000, 1) });

/** An answer (also an edit of one given), or a rejection: one of the two, never both. */
export const act = z.union([
  z.object({ id: idParam, answer: z.string().check(z.trim(), z.minLength(1, 'REQUIRED'), z.maxLength(2000, 'TOO_LONG')) }),
  z.object({ id: idParam, action: z.literal('reject') }),
]);
