import { stockAlertContracts } from '../../shared/contracts/stock-alerts.ts';
import type { Services } from '../services/index.ts';
import { route, type ApiRoute } from './api-route.ts';

/** Back-in-stock texts (`/api/products/notify`): a signed-in customer's alerts on items out of stock. */
export function stockAlertsRoutes({ stockAlerts }: Services): ApiRoute[] {
  return [
    route(stockAlertContracts.list, (_input, ctx) => stockAlerts.list(ctx.visitor.userId, ctx.locale)),
    route(stockAlertContracts.add, ({ productItemId }, ctx) => stockAlerts.add(ctx.visitor.userId, productItemId, ctx.locale)),
    route(stockAlertContracts.remove, ({ productItemId }, ctx) => stockAlerts.remove(ctx.visitor.userId, productItemId)),
  ];
}
