import { endpoint } from './endpoint.ts';

/* Back-in-stock texts (issue #32, point 3): "text me when it is back" on an item (model) that is out of stock. */

/** At most this many alerts a customer keeps at once. */
export const MAX_STOCK_ALERTS = 10;

/** An alert as the profile lists it, in the page's language. */
export interface StockAlert {
  productItemId: number;
  productId: number;
  /** The product's name, and the item's own when the product has several (empty otherwise). */
  productName: string;
  itemName: string;
  /** The product's address segment (productPath). */
  label: string;
  createdAt: string;
}

const inputs = () => import('./stock-alerts.inputs.ts');

export const stockAlertContracts = {
  /** The signed-in customer's alerts, newest first (401 when not signed in). */
  list: endpoint<StockAlert[]>()({ method: 'GET', path: '/api/products/notify', input: () => inputs().then((m) => m.none) }),
  /**
   * Asks for a text when the item is back: 401 not signed in, 404 an unknown or withdrawn item, 400 `ITEM_IN_STOCK`
   * while it can be bought, 400 `STOCK_ALERT_LIMIT` past MAX_STOCK_ALERTS. Asking again for the same item is a 200.
   */
  add: endpoint<{ productItemId: number }>()({ method: 'POST', path: '/api/products/notify', input: () => inputs().then((m) => m.byItem) }),
  /** Takes the alert back (a 200 also when there was none). */
  remove: endpoint<{ productItemId: number }>()({ method: 'DELETE', path: '/api/products/notify', input: () => inputs().then((m) => m.byItem) }),
};
