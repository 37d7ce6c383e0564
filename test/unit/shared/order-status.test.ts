import { expect } from 'chai';
import { canMove, EXPIRING_STATUSES, isOrderStatus, isPayable, movableFrom, ORDER_STATUSES, type OrderStatus } from '../../../shared/order-status.ts';

/*
 * The order's life as the shop tells it, written here move by move without reading the module's table, then every
 * pair of states (8 × 8) held against it: a move the story does not tell is refused.
 */
const STORY: [string, OrderStatus, OrderStatus][] = [
  ['an online order, placed and waiting for its payment, is paid', 'awaiting-payment', 'paid'],
  ['a cheque order, placed and waiting for its cheque, gets its cheque described (the Sayad id)', 'awaiting-cheque', 'cheque-submitted'],
  ['the operator confirms a described cheque: the order is paid', 'cheque-submitted', 'paid'],
  ['the operator refuses a described cheque: the order waits for a cheque again', 'cheque-submitted', 'awaiting-cheque'],
  ['an order waiting for its payment is cancelled (by hand, or when its hold lapses)', 'awaiting-payment', 'cancelled'],
  ['an order waiting for its cheque is cancelled', 'awaiting-cheque', 'cancelled'],
  ['an order whose cheque waits for the check is cancelled', 'cheque-submitted', 'cancelled'],
  ['a paid order is shipped', 'paid', 'shipped'],
  ['a shipped order is delivered', 'shipped', 'delivered'],
  ['the money of a paid order is returned', 'paid', 'refunded'],
  ['a payment that landed after the cancellation is returned', 'cancelled', 'refunded'],
  ['a quote’s order has its deposit paid online: it waits for its cheques', 'awaiting-payment', 'awaiting-cheque'],
];
const STATES: OrderStatus[] = ['awaiting-payment', 'awaiting-cheque', 'cheque-submitted', 'paid', 'shipped', 'delivered', 'cancelled', 'refunded'];
const told = (from: OrderStatus, to: OrderStatus) => STORY.some(([, f, t]) => f === from && t === to);

describe('shared/order-status: the order-state table', () => {
  it('has the eight states of the story, no more', () => {
    expect([...ORDER_STATUSES].sort()).to.deep.equal([...STATES].sort());
    for (const s of STATES) expect(isOrderStatus(s)).to.equal(true);
    expect(isOrderStatus('pending')).to.equal(false);
  });

  for (const from of STATES) {
    for (const to of STATES) {
      const allowed = told(from, to);
      it(`${allowed ? 'allows' : 'refuses'} ${from} → ${to}`, () => {
        expect(canMove(from, to)).to.equal(allowed);
        expect(movableFrom(to).includes(from)).to.equal(allowed);
      });
    }
  }

  it('never moves a state to itself, never back to waiting for a payment, and ends at delivered and refunded', () => {
    for (const s of STATES) expect(canMove(s, s), s).to.equal(false);
    expect(movableFrom('awaiting-payment')).to.deep.equal([]);
    for (const to of STATES) {
      expect(canMove('delivered', to), `delivered → ${to}`).to.equal(false);
      expect(canMove('refunded', to), `refunded → ${to}`).to.equal(false);
    }
  });

  it('lets exactly the states waiting for money expire (they hold stock), and an online order waiting for its payment be paid', () => {
    expect([...EXPIRING_STATUSES].sort()).to.deep.equal(['awaiting-cheque', 'awaiting-payment', 'cheque-submitted']);
    for (const s of EXPIRING_STATUSES) expect(canMove(s, 'cancelled'), s).to.equal(true);
    for (const s of STATES) {
      expect(isPayable(s, 'online'), s).to.equal(s === 'awaiting-payment');
      expect(isPayable(s, 'cheque'), s).to.equal(false);
    }
  });
});
