import * as z from 'zod/mini';
import { asciiDigits } from '../../digits.ts';
import { idParam } from '../inputs.ts';
import { SEO_DESCRIPTION_MAX, SEO_TITLE_MAX, seoText } from './seo.ts';

/* The fields the back office's record forms share (commerce, taxonomy, writing inputs): one rule each. */

/** Trimmed text up to `max`; may be empty. */
export const text = (max: number) => z.string().check(z.trim(), z.maxLength(max, 'TOO_LONG'));
/** Trimmed text, 1 to `max`. */
export const required = (max: number) => z.string().check(z.trim(), z.minLength(1, 'REQUIRED'), z.maxLength(max, 'TOO_LONG'));
/**
 * A whole number as people type it: either script's digits, a leading "+" or the minus sign "−" (U+2212), spaces
 * ("+5", "− ۳"); blank is REQUIRED (never a silent 0).
 */
export const whole = (min: number, max: number) =>
  z.pipe(
    z.union([
      z.number(),
      z.pipe(
        z.string().check(z.trim(), z.minLength(1, 'REQUIRED')),
        z.transform((v) =>
          Number(
            asciiDigits(v)
              .replace(/\s/g, '')
              .replace(/^\u2212/, '-'),
          ),
        ),
      ),
    ]),
    z.number().check(z.int(), z.minimum(min), z.maximum(max)),
  );
/** Empty ("" from a form) as null. */
export const blank = z.pipe(
  z.literal(''),
  z.transform(() => null),
);
/** An id, or none (empty or null). */
export const nullableId = z.nullable(z.union([blank, idParam]));
/** A time of day, HH:MM (24 hours), typed in either script's digits. */
export const timeOfDay = z.pipe(
  z.string().check(z.refine((v) => /^([01]\d|2[0-3]):[0-5]\d$/.test(asciiDigits(v).trim()), 'TIME_FORMAT')),
  z.transform((v) => asciiDigits(v).trim()),
);
/** A day, YYYY-MM-DD, typed in either script's digits. */
export const day = z.pipe(
  z.string().check(z.refine((v) => /^\d{4}-\d{2}-\d{2}$/.test(asciiDigits(v).trim()) && !Number.isNaN(Date.parse(asciiDigits(v).trim())), 'DATE_FORMAT')),
  z.transform((v) => asciiDigits(v).trim()),
);

/** One SEO text (seo.ts): absent stays as it was; null or "" is unset; too long is the field's own code. */
const seo = (max: number, code: 'SEO_TITLE_TOO_LONG' | 'SEO_DESCRIPTION_TOO_LONG') =>
  z.optional(
    z.pipe(
      z.nullable(z.string().check(z.overwrite(seoText), z.maxLength(max, code))),
      z.transform((v) => v ?? ''),
    ),
  );
/** The title and description of a product, category, brand, service or post's page (issue #32), in both languages. */
export const seoFields = {
  seoTitleFa: seo(SEO_TITLE_MAX, 'SEO_TITLE_TOO_LONG'),
  seoTitleEn: seo(SEO_TITLE_MAX, 'SEO_TITLE_TOO_LONG'),
  seoDescriptionFa: seo(SEO_DESCRIPTION_MAX, 'SEO_DESCRIPTION_TOO_LONG'),
  seoDescriptionEn: seo(SEO_DESCRIPTION_MAX, 'SEO_DESCRIPTION_TOO_LONG'),
};
