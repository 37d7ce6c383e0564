import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { adminProductsRepo } from '../../db/repos/admin-products.repo.ts';
import { withTransaction } from '../../db/transaction.ts';
import type { Clock } from '../../lib/clock.ts';
import { AppError } from '../../lib/errors.ts';
import type { LowStockRow } from '../../../shared/contracts/admin/catalog.ts';
import { paged, pageWindow, type Paged } from '../../../shared/contracts/admin/paging.ts';
import { audit, type Actor } from './actor.ts';

/** Stock (issue #11): the low-stock list (each item's own threshold) and adjustments with a reason, audited. */
export function adminStock({ kysely, clock }: { kysely: Kysely<Database>; clock: Clock }) {
  const low = () =>
    kysely
      .selectFrom('product_items as i')
      .innerJoin('products as p', 'p.id', 'i.product_id')
      .where('i.active', '=', 1)
      .where('p.active', '=', 1)
      .where(sql<boolean>`i.stock <= i.low_stock`);
  return {
    async lowCount() {
      return Number((await low().select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n);
    },

    async low(page: number): Promise<Paged<LowStockRow>> {
      const { limit, offset } = pageWindow(page);
      const [rows, total] = await Promise.all([
        low()
          .select(['i.id as itemId', 'i.product_id as productId', 'i.sku', 'p.name_fa', 'p.name_en', 'i.name_fa as item_fa', 'i.name_en as item_en', 'i.stock', 'i.low_stock'])
          .orderBy('i.stock')
          .orderBy('i.id')
          .limit(limit)
          .offset(offset)
          .execute(),
        this.lowCount(),
      ]);
      return paged(
        rows.map((r) => ({
          itemId: r.itemId,
          productId: r.productId,
          sku: r.sku,
          productNameFa: r.name_fa,
          productNameEn: r.name_en,
          itemNameFa: r.item_fa,
          itemNameEn: r.item_en,
          stock: r.stock,
          lowStock: r.low_stock,
        })),
        total,
        page,
      );
    },

    /** Adds `delta` (negative takes away) in one statement, so two adjustments at once both count and none goes below zero. */
    async adjust(actor: Actor, input: { itemId: number; delta: number; reason: string }) {
      return withTransaction(kysely, async (trx) => {
        const item = await trx.selectFrom('product_items').select(['id', 'product_id', 'stock']).where('id', '=', input.itemId).executeTakeFirst();
        if (!item) throw new AppError('ITEM_NOT_FOUND', 'itemId');
        const changed = await trx
          .updateTable('product_items')
          .set((eb) => ({ stock: eb('stock', '+', input.delta) }))
          .where('id', '=', input.itemId)
          .where(sql<boolean>`stock + ${input.delta} >= 0`)
          .returning('stock')
          .executeTakeFirst();
        if (!changed) throw new AppError('STOCK_NEGATIVE', 'delta');
        await adminProductsRepo(trx).syncSummary(item.product_id);
        await audit(trx, clock, actor, {
          action: 'stock.adjust',
          entity: 'product_item',
          entityId: item.id,
          before: { stock: changed.stock - input.delta },
          after: { stock: changed.stock },
          reason: input.reason,
        });
        return { itemId: item.id, stock: changed.stock };
      });
    },
  };
}
