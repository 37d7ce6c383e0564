import * as z from 'zod/mini';
import { idParam, flagParam } from './inputs.ts';
import { isDay, VISIT_WINDOWS } from '../service-due.ts';

/* Input schemas of the equipment register (equipment.ts). Messages are error codes (shared/errors.ts). */

const day = z.string().check(z.refine(isDay, 'DATE_FORMAT'));

export const none = z.object({});
export const byId = z.object({ id: idParam });

export const save = z.object({
  id: z.optional(idParam),
  productId: idParam,
  count: z.coerce.number().check(z.int('EQUIPMENT_COUNT_INVALID'), z.minimum(1, 'EQUIPMENT_COUNT_INVALID'), z.maximum(10_000, 'EQUIPMENT_COUNT_INVALID')),
  addressId: idParam,
  installedOn: day,
  lastServicedOn: z.optional(
    z.nullable(
      z.union([
        z.pipe(
          z.literal(''),
          z.transform(() => null),
        ),
        day,
      ]),
    ),
  ),
});

export const book = z.object({
  id: idParam,
  ruleId: idParam,
  date: day,
  window: z.enum(VISIT_WINDOWS),
});

export const reminders = z.object({ off: flagParam });
