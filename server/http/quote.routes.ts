import { quoteContracts } from '../../shared/contracts/quotes.ts';
import type { Services } from '../services/index.ts';
import { route, type ApiRoute } from './api-route.ts';

/** Quotes for projects, the customer's side (`/api/quote/*`, issue 31): signed in only, their own quotes only. */
export function quoteRoutes({ quotes }: Services): ApiRoute[] {
  return [
    route(quoteContracts.request, (input, ctx) => quotes.request(ctx.visitor.userId, input, ctx.locale)),
    route(quoteContracts.list, (_input, ctx) => quotes.list(ctx.visitor.userId)),
    route(quoteContracts.item, ({ id }, ctx) => quotes.item(ctx.visitor.userId, id, ctx.locale)),
    route(quoteContracts.accept, (input, ctx) => quotes.accept(ctx.visitor.userId, input, ctx.locale)),
    route(quoteContracts.decline, (input, ctx) => quotes.decline(ctx.visitor.userId, input, ctx.locale)),
    route(quoteContracts.comment, (input, ctx) => quotes.comment(ctx.visitor.userId, input, ctx.locale)),
  ];
}
