import { sql, type Kysely } from 'kysely';
import type { Database } from '../schema.ts';
import { syncProductSummaries } from './product-summary.ts';
import { stockAlertsRepo } from './stock-alerts.repo.ts';

/**
 * Stock of product items, changed only by guarded updates: taking `count` succeeds only while `stock >= count`, in
 * one statement, so racing buyers on SQLite or PostgreSQL (where the row is locked by the first update) can never take
 * more than there is. The product's summary (its stock and "from" price, product-summary.ts) follows in the same transaction.
 * Every rise of an item's stock goes through `adjust` or `giveBack`: one that brings it from zero marks its back-in-stock
 * alerts due in the same transaction (stock-alerts.repo.ts), whoever raised it (the back office, an import, an order
 * that gave its stock back).
 */
export function stockRepo(db: Kysely<Database>) {
  const syncProduct = (productItemId: number) => syncProductSummaries(db, sql`id = (select product_id from product_items where id = ${productItemId})`);
  const alerts = stockAlertsRepo(db);
  return {
    /**
     * Takes `count` pieces: what is left afterwards (0: this took the last, the item is now out of stock), or null
     * (and nothing taken) when fewer were left.
     */
    async take(productItemId: number, count: number): Promise<{ left: number } | null> {
      const row = await db
        .updateTable('product_items')
        .set((eb) => ({ stock: eb('stock', '-', count) }))
        .where('id', '=', productItemId)
        .where('stock', '>=', count)
        .returning('stock')
        .executeTakeFirst();
      if (!row) return null;
      await syncProduct(productItemId);
      return { left: Number(row.stock) };
    },

    /**
     * The operator's adjustment: adds `delta` (negative takes away) in one statement, so two adjustments at once both
     * count and none goes below zero. The new stock, or undefined when it would have gone below zero. The product's
     * summary is the caller's to sync (admin-products.repo's `syncSummary`).
     */
    async adjust(productItemId: number, delta: number): Promise<{ stock: number } | undefined> {
      const row = await db
        .updateTable('product_items')
        .set((eb) => ({ stock: eb('stock', '+', delta) }))
        .where('id', '=', productItemId)
        .where(sql<boolean>`stock + ${delta} >= 0`)
        .returning('stock')
        .executeTakeFirst();
      if (!row) return undefined;
      const stock = Number(row.stock);
      // The row's lock (or SQLite's one writer) orders adjustments: only the one that left zero sees `stock === delta`.
      if (delta > 0 && stock === delta) await alerts.markDue(productItemId);
      return { stock };
    },

    /** Puts `count` pieces back; true when the item was out of stock before (this brought it back). */
    async giveBack(productItemId: number, count: number): Promise<boolean> {
      const row = await db
        .updateTable('product_items')
        .set((eb) => ({ stock: eb('stock', '+', count) }))
        .where('id', '=', productItemId)
        .returning('stock')
        .executeTakeFirst();
      await syncProduct(productItemId);
      const cameBack = row !== undefined && count > 0 && Number(row.stock) === count;
      if (cameBack) await alerts.markDue(productItemId);
      return cameBack;
    },
  };
}

export type StockRepo = ReturnType<typeof stockRepo>;
