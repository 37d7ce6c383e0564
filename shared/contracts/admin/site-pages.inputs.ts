import * as z from 'zod/mini';
import { idParam } from '../inputs.ts';
import { HOME_FEATURED_MAX } from '../../home-featured.ts';

/* Inputs of the back office's pages (site-pages.ts). Messages are error codes (shared/errors.ts). */

const text = (max: number) => z.string().check(z.trim(), z.maxLength(max, 'TOO_LONG'));
const ids = z.array(idParam).check(z.maxLength(HOME_FEATURED_MAX, 'TOO_LONG'));

export const sitePage = z.object({
  // A page is edited, never made: a save without its id is refused.
  id: idParam,
  key: z.optional(z.string()),
  titleFa: text(200),
  titleEn: text(200),
  bodyFa: text(20_000),
  bodyEn: text(20_000),
  pictureUploadId: z.optional(idParam),
  removePicture: z.optional(z.boolean()),
  featuredProductIds: z._default(ids, []),
  featuredCategoryIds: z._default(ids, []),
});
