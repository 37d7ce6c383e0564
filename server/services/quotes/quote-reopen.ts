import type { Repos } from '../../db/repos/index.ts';

/**
 * When the order a quote's acceptance made is cancelled (its deposit never paid, a cheque lapsed, the operator
 * cancelled it), the quote is open again rather than stuck `accepted` with a dead order: `sent` while its validity
 * lasts, so the customer can accept it anew (a new order), else `expired`, which the operator can extend. Run in the
 * very transaction that cancels the order (an `orders.move` hook), so both happen or neither does; its history says so.
 */
export async function reopenQuoteOfCancelledOrder(r: Repos, orderId: number, at: string): Promise<void> {
  const reopened = await r.quotes.reopenOfOrder(orderId, at);
  if (!reopened) return;
  await r.quotes.addEvent({ quote_id: reopened.id, kind: 'reopened', by: 'system', version: reopened.version, message: null, at });
}
