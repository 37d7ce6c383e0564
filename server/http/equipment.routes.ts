import { equipmentContracts } from '../../shared/contracts/equipment.ts';
import type { Services } from '../services/index.ts';
import { route, type ApiRoute } from './api-route.ts';

/** The customer's equipment register (issue #34): `/api/equipment`, `/api/equipment/book`, `/api/equipment/reminders`. */
export function equipmentRoutes({ equipment }: Services): ApiRoute[] {
  return [
    route(equipmentContracts.list, (_input, ctx) => equipment.list(ctx.visitor.userId, ctx.locale)),
    route(equipmentContracts.page, (_input, ctx) => equipment.page(ctx.visitor.userId, ctx.locale)),
    route(equipmentContracts.save, (input, ctx) => equipment.save(ctx.visitor.userId, input, ctx.locale)),
    route(equipmentContracts.remove, ({ id }, ctx) => equipment.remove(ctx.visitor.userId, id)),
    route(equipmentContracts.book, (input, ctx) => equipment.book(ctx.visitor.userId, input, ctx.locale)),
    route(equipmentContracts.reminders, ({ off }, ctx) => equipment.setReminders(ctx.visitor.userId, off)),
  ];
}
