import * as z from 'zod/mini';
import { countParam, idParam, labelParam } from './inputs.ts';
import { RELATED_POSTS } from './catalog-constants.ts';
import { SITE_PAGE_KEYS } from './content.ts';

/* Input schemas of the content endpoints (shared/contracts/content.ts), one per endpoint, by the same name. */

export const postItem = z.object({ id: idParam });

export const posts = z.object({
  categoryId: z.optional(idParam),
  page: countParam(10_000, 1),
  pageSize: countParam(48, 9),
});

export const relatedPosts = z.object({ id: idParam, limit: countParam(12, RELATED_POSTS) });

export const postCategories = z.object({});

export const services = z.object({});

export const serviceItem = z.object({ label: labelParam });

export const home = z.object({});

export const testimonials = z.object({});

export const customerExperience = z.object({});

export const sitePage = z.object({ key: z.enum(SITE_PAGE_KEYS) });
