import { addressContracts, orderContracts } from '../../shared/contracts/checkout.ts';
import { invoiceContracts } from '../../shared/contracts/invoices.ts';
import type { Services } from '../services/index.ts';
import { route, type ApiRoute } from './api-route.ts';

/** Addresses (`/api/address`) and orders (`/api/productOrder/*`); placing an order is the cart endpoint's type 11. */
export function checkoutRoutes({ addresses, orders, invoices }: Services): ApiRoute[] {
  return [
    route(addressContracts.list, (_input, ctx) => addresses.list(ctx.visitor.userId)),
    route(addressContracts.add, (input, ctx) => addresses.add(ctx.visitor.userId, input)),
    route(addressContracts.remove, ({ id }, ctx) => addresses.remove(ctx.visitor.userId, id)),
    route(addressContracts.provinces, () => addresses.provinces()),
    route(orderContracts.reserve, ({ id }, ctx) => orders.reserve(ctx.visitor.userId, id, ctx.origin)),
    route(orderContracts.order, ({ id }, ctx) => orders.detail(ctx.visitor.userId, id, ctx.locale)),
    route(orderContracts.list, (_input, ctx) => orders.list(ctx.visitor.userId)),
    route(orderContracts.cheque, (input, ctx) => orders.submitCheque(ctx.visitor.userId, input, ctx.locale)),
    route(invoiceContracts.invoice, ({ id }, ctx) => invoices.invoice(ctx.visitor, id, ctx.locale)),
  ];
}
