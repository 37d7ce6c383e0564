import * as z from 'zod/mini';

/*
 * Contracts use zod's "mini" build: the browser bundles these declarations too, and mini keeps that to a few KB
 * (the classic API with its locales weighs ~90 KB gzipped). The server validates with the very same schemas.
 */

/** A positive integer id from a query string ("12"); anything else is a 400 with a field message. */
export const idParam = z.coerce.number().check(z.int(), z.positive(), z.maximum(2_147_483_647));

/** An optional positive integer with a default (page numbers, page sizes). */
export const countParam = (max: number, fallback: number) => z._default(z.coerce.number().check(z.int(), z.positive(), z.maximum(max)), fallback);

export const labelParam = z.string().check(z.trim(), z.minLength(1), z.maxLength(200));

/** "true"/"false" (or "1"/"0") from a query string, or a boolean from an in-process call. */
export const flagParam = z.union([
  z.boolean(),
  z.pipe(
    z.enum(['true', 'false', '1', '0']),
    z.transform((v) => v === 'true' || v === '1'),
  ),
]);

/** An optional query-string filter: absent or blank ("brandId=" from an "any" option of a GET form) means not given. */
export const optionalParam = <T extends z.ZodMiniType>(schema: T) =>
  z.optional(
    z.union([
      z.pipe(
        z.literal(''),
        z.transform(() => undefined),
      ),
      schema,
    ]),
  );
