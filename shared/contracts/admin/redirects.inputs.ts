import * as z from 'zod/mini';
import { idParam } from '../inputs.ts';

/* Inputs of the back office's redirects (redirects.ts). Messages are error codes (shared/errors.ts). */

export const redirect = z.object({
  id: z.optional(idParam),
  from: z.string().check(z.maxLength(500, 'REDIRECT_FROM_INVALID')),
  to: z.string().check(z.maxLength(2000, 'REDIRECT_TO_INVALID')),
  status: z.union([z.literal(301), z.literal(302)]),
});

export const byId = z.object({ id: idParam });
export const none = z.object({});
