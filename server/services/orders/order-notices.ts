/** Every text an order sends its customer about itself (its own news: sent at any hour, quiet-hours.ts). */
export const ORDER_NOTICES = [
  'orderPlaced',
  'orderPaid',
  'orderPaidLate',
  'orderPaidTwice',
  'orderShipped',
  'orderRefunded',
  'chequeLapsed',
  'depositPaid',
  'chequeDueSoon',
] as const;

export type OrderNotice = (typeof ORDER_NOTICES)[number];
