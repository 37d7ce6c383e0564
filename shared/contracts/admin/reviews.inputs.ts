import * as z from 'zod/mini';
import { countParam, idParam } from '../inputs.ts';
import { REVIEW_STATUSES } from './reviews.ts';

/* Inputs of the back office's reviews (reviews.ts). Messages are error codes (shared/errors.ts). */

export const list = z.object({ status: z._default(z.enum(REVIEW_STATUSES), 'pending'), page: countParam(10_000, 1) });

const text = (max: number) => z.optional(z.string().check(z.trim(), z.maxLength(max, 'TOO_LONG')));

/** A rejection needs its reason (checked by the service, naming `reason`); a blank reply is no reply. */
export const act = z.object({ id: idParam, action: z.enum(['approve', 'reject']), reason: text(500), reply: text(2000) });
