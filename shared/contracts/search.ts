import { endpoint } from './endpoint.ts';
import * as z from 'zod/mini';
import { countParam, idParam } from './inputs.ts';
import type { ProductPage } from './catalog.ts';

export const searchContracts = {
  search: endpoint<ProductPage & { query: string }>()({
    method: 'GET',
    path: '/api/search',
    input: z.object({
      q: z._default(z.string().check(z.trim(), z.maxLength(200)), ''),
      categoryLabel: z.optional(z.string().check(z.trim(), z.maxLength(200))),
      brandId: z.optional(idParam),
      page: countParam(10_000, 1),
      pageSize: countParam(60, 24),
    }),
  }),
};
