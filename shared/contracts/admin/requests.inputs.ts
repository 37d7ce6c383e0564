import * as z from 'zod/mini';
import { countParam, idParam, optionalParam } from '../inputs.ts';
import { REQUEST_STATUSES } from './requests.ts';

export const byId = z.object({ id: idParam });
export const list = z.object({ status: optionalParam(z.enum(REQUEST_STATUSES)), page: countParam(10_000, 1) });
export const mark = z.object({
  id: idParam,
  status: z.enum(REQUEST_STATUSES),
  note: z.optional(z.string().check(z.trim(), z.maxLength(2000, 'TOO_LONG'))),
});
