import type { Repos } from '../../db/repos/index.ts';
import type { StockQuery } from '../../db/repos/admin-stock.repo.ts';
import type { Clock } from '../../lib/clock.ts';
import { AppError } from '../../lib/errors.ts';
import type { StockRow } from '../../../shared/contracts/admin/catalog.ts';
import { paged, pageWindow, type Paged } from '../../../shared/contracts/admin/paging.ts';
import { audit, type Actor, type AuditNote } from './actor.ts';

/**
 * Stock (issue #11): every item with its level (issue #19: any item may be adjusted, the low ones listed first), the
 * count of low ones (each item's own threshold), and adjustments with a reason, audited.
 */
export function adminStock({ repos, clock }: { repos: Repos; clock: Clock }) {
  const stock = repos.adminStock;
  return {
    lowCount: () => stock.count({ low: true }),

    async list({ page, ...filter }: StockQuery & { page: number }): Promise<Paged<StockRow>> {
      const [rows, total] = await Promise.all([stock.page(filter, pageWindow(page)), stock.count(filter)]);
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
      return repos.transaction(async (r) => {
        const item = await r.adminStock.item(input.itemId);
        if (!item) throw new AppError('ITEM_NOT_FOUND', 'itemId');
        const { stock, note } = await adjustStockIn(r, input);
        await audit(r, clock, actor, note);
        await r.adminProducts.syncSummary(item.product_id);
        return { itemId: item.id, stock };
      });
    },
  };
}

/**
 * One adjustment in the caller's transaction `r` (the stock screen's, an import's): the guarded statement, and the
 * audit row that records it, for the caller to write (alone, or with an import's others). STOCK_NEGATIVE when it would
 * go below zero. The product's summary is the caller's to sync.
 */
export async function adjustStockIn(
  r: Pick<Repos, 'stock'>,
  { itemId, delta, reason }: { itemId: number; delta: number; reason: string },
): Promise<{ stock: number; note: AuditNote }> {
  const changed = await r.stock.adjust(itemId, delta);
  if (!changed) throw new AppError('STOCK_NEGATIVE', 'delta');
  const stock = Number(changed.stock);
  return { stock, note: { action: 'stock.adjust', entity: 'product_item', entityId: itemId, before: { stock: stock - delta }, after: { stock }, reason } };
}
