import { questionContracts } from '../../shared/contracts/questions.ts';
import type { Services } from '../services/index.ts';
import { route, type ApiRoute } from './api-route.ts';

/** Questions on a product (`/api/products/question`, `/api/products/questions`). */
export function questionsRoutes({ questions }: Services): ApiRoute[] {
  return [
    route(questionContracts.ask, (input, ctx) => questions.ask(ctx.visitor.userId, input, ctx.locale)),
    route(questionContracts.answered, ({ productId, page }) => questions.answered(productId, page)),
  ];
}
