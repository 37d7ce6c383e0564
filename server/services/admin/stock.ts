import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { adminProductsRepo, likePattern } from '../../db/repos/admin-products.repo.ts';
import { withTransaction } from '../../db/transaction.ts';
import type { Clock } from '../../lib/clock.ts';
import { AppError } from '../../lib/errors.ts';
import type { StockRow } from '../../../shared/contracts/admin/catalog.ts';
import { paged, pageWindow, type Paged } from '../../../shared/contracts/admin/paging.ts';
import { audit, type Actor } from './actor.ts';

/**
 * Stock (issue #11): every item with its level (issue #19: any item may be adjusted, the low ones listed first), the
 * count of low ones (each item's own threshold), and adjustments with a reason, audited.
 */
export function adminStock({ kysely, clock }: { kysely: Kysely<Database>; clock: Clock }) {
  const isLow = sql<number>`case when i.active = 1 and p.active = 1 and i.stock <= i.low_stock then 1 else 0 end`;
  const items = ({ q, low }: { q?: string; low?: boolean }) => {
    let query = kysely.selectFrom('product_items as i').innerJoin('products as p', 'p.id', 'i.product_id');
    if (low) query = query.where(isLow, '=', 1);
    if (q) {
      const like = sql`${likePattern(q)} escape '\\'`;
      query = query.where((eb) =>
        eb.or(['i.sku', 'p.code', 'p.name_fa', 'p.name_en', 'i.name_fa', 'i.name_en'].map((c) => eb(sql`lower(${sql.ref(c)})`, 'like', like))),
      );
    }
    return query;
  };
  const count = (filter: { q?: string; low?: boolean }) =>
    items(filter).select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow().then((r) => Number(r.n));
  return {
    lowCount: () => count({ low: true }),

    async list({ page, ...filter }: { q?: string; low?: boolean; page: number }): Promise<Paged<StockRow>> {
      const { limit, offset } = pageWindow(page);
      const [rows, total] = await Promise.all([
        items(filter)
          .select(['i.id as itemId', 'i.product_id as productId', 'i.sku', 'p.name_fa', 'p.name_en', 'i.name_fa as item_fa', 'i.name_en as item_en', 'i.stock', 'i.low_stock', 'i.active', 'p.active as product_active'])
          .select(isLow.as('low'))
          .orderBy(isLow, 'desc')
          .orderBy('i.stock')
          .orderBy('i.id')
          .limit(limit)
          .offset(offset)
          .execute(),
        count(filter),
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
          low: Number(r.low) === 1,
          active: !!r.active && !!r.product_active,
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
