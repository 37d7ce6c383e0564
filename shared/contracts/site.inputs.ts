import * as z from 'zod/mini';

/* Inputs of the site's own facts (site.ts). */

export const none = z.object({});
