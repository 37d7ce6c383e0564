import { reviewContracts } from '../../shared/contracts/reviews.ts';
import type { Services } from '../services/index.ts';
import { route, type ApiRoute } from './api-route.ts';

/** Reviews of a product (`/api/products/review`, `/api/products/reviews`). */
export function reviewsRoutes({ reviews }: Services): ApiRoute[] {
  return [
    route(reviewContracts.post, (input, ctx) => reviews.post(ctx.visitor.userId, input)),
    route(reviewContracts.mine, ({ productId }, ctx) => reviews.mine(ctx.visitor.userId, productId)),
    route(reviewContracts.approved, ({ productId, page }) => reviews.approved(productId, page)),
  ];
}
