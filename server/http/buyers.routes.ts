import { buyerContracts } from '../../shared/contracts/buyers.ts';
import type { Services } from '../services/index.ts';
import { route, type ApiRoute } from './api-route.ts';

/** A customer's buyer profiles (`/api/buyer`), for the official invoice. */
export function buyersRoutes({ buyers }: Services): ApiRoute[] {
  return [
    route(buyerContracts.list, (_input, ctx) => buyers.list(ctx.visitor.userId)),
    route(buyerContracts.save, (input, ctx) => buyers.save(ctx.visitor.userId, input)),
    route(buyerContracts.remove, ({ id }, ctx) => buyers.remove(ctx.visitor.userId, id)),
  ];
}
