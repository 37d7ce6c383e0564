import * as z from 'zod/mini';
import { countParam, idParam } from '../inputs.ts';
import { isDay, VISIT_WINDOWS } from '../../service-due.ts';

/* Inputs of the operator's service calendar (service-visits.ts). Messages are error codes (shared/errors.ts). */

const day = z.string().check(z.refine(isDay, 'DATE_FORMAT'));

export const calendar = z.object({ weeks: countParam(26, 4) });
export const file = z.object({ weeks: countParam(26, 4), format: z._default(z.enum(['csv', 'xlsx']), 'xlsx') });

export const act = z.discriminatedUnion('action', [
  z.object({ id: idParam, action: z.literal('confirm') }),
  z.object({ id: idParam, action: z.literal('move'), date: day, window: z.enum(VISIT_WINDOWS) }),
  z.object({ id: idParam, action: z.literal('done'), date: z.optional(day) }),
  z.object({ id: idParam, action: z.literal('cancel'), reason: z.string().check(z.trim(), z.minLength(1, 'REASON_REQUIRED'), z.maxLength(300, 'TOO_LONG')) }),
]);
