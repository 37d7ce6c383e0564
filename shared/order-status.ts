/*
 * The order's states and the only moves between them: the one place the storefront and the back office ask. Every
 * move is made by `moveOrder` (server/db/repos/orders.repo.ts) as a guarded update from the allowed states, so two racing actors
 * (a payment callback and the expiry job) can never both win, and each move leaves a row in `order_events`.
 */

export const ORDER_STATUSES = [
  'awaiting-payment', // online, placed, not paid yet (expires after ORDER_PAYMENT_MINUTES)
  'awaiting-cheque', // cheque, placed, the customer has not described the cheque yet (expires after CHEQUE_HOLD_DAYS)
  'cheque-submitted', // the customer gave the Sayad id; the operator checks it (the hold lapses after CHEQUE_REVIEW_DAYS + grace)
  'paid', // paid online, or the operator confirmed the cheque
  'shipped',
  'delivered',
  'cancelled', // stock returned
  'refunded', // the money paid was returned (a paid order, or a cancelled one whose payment came late); stock returned
] as const;

export type OrderStatus = (typeof ORDER_STATUSES)[number];

/** Who may move an order where: `to` → the states it may come from. */
const MOVES: Record<OrderStatus, readonly OrderStatus[]> = {
  'awaiting-payment': [],
  // The operator refused the cheque described; or a quote's deposit was paid online and its cheques come next (issue 31).
  'awaiting-cheque': ['cheque-submitted', 'awaiting-payment'],
  'cheque-submitted': ['awaiting-cheque'],
  paid: ['awaiting-payment', 'cheque-submitted'],
  shipped: ['paid'],
  delivered: ['shipped'],
  cancelled: ['awaiting-payment', 'awaiting-cheque', 'cheque-submitted'],
  // From `cancelled` only when a payment landed after the cancellation (`late`): the service checks that.
  refunded: ['paid', 'cancelled'],
};

/** The states an order may move to `to` from. */
export const movableFrom = (to: OrderStatus): readonly OrderStatus[] => MOVES[to];

export const canMove = (from: OrderStatus, to: OrderStatus): boolean => MOVES[to].includes(from);

/**
 * States that hold stock while waiting for money (a payment, a cheque, the cheque's check): the expiry job cancels them
 * at their due time, and a customer may have at most MAX_UNPAID_ORDERS of them.
 */
export const EXPIRING_STATUSES: readonly OrderStatus[] = ['awaiting-payment', 'awaiting-cheque', 'cheque-submitted'];

/** The money is in and stays (paid, on its way, delivered): a payment that lands now is a second one, to be returned. */
export const PAID_STATUSES: readonly OrderStatus[] = ['paid', 'shipped', 'delivered'];
export const isPaidStatus = (status: string) => (PAID_STATUSES as readonly string[]).includes(status);

/** Still waiting for money: an online order in this state may be paid (a new attempt by `reserve`). */
export const isPayable = (status: string, method: string) => method === 'online' && status === 'awaiting-payment';

export const isOrderStatus = (value: string): value is OrderStatus => (ORDER_STATUSES as readonly string[]).includes(value);
