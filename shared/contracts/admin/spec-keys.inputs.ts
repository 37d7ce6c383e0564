import * as z from 'zod/mini';
import { idParam } from '../inputs.ts';
import { required, text } from './fields.ts';

/** How many keys one category may declare. */
export const SPEC_KEYS_MAX = 60;

export const key = z.object({ id: z.optional(idParam), nameFa: required(100), nameEn: required(100), unitFa: text(30), unitEn: text(30) });

export const list = z.object({ categoryId: idParam });

export const save = z.object({ categoryId: idParam, keys: z.array(key).check(z.maxLength(SPEC_KEYS_MAX, 'TOO_LONG')) });
