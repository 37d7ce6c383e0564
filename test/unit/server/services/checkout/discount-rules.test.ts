import { expect } from 'chai';
import type { DiscountRow } from '../../../../../server/db/repos/discounts.repo.ts';
import { AppError } from '../../../../../server/lib/errors.ts';
import { askDiscount, discountRefused, judgeDiscount, type DiscountVerdict } from '../../../../../server/services/checkout/discount-rules.ts';
import { tehranDayEnd, tehranDayStart } from '../../../../../shared/tehran-day.ts';

/* "May this discount apply to this cart, and for how much": the one rule behind setting a code, the totals and placing. */
describe('discount rules (server/services/checkout/discount-rules.ts)', () => {
  const code = (over: Partial<DiscountRow> = {}): DiscountRow => ({
    id: 7,
    code: 'SPRING',
    percent: null,
    amount_rial: 500_000,
    min_order_rial: 0,
    valid_from: null,
    valid_to: null,
    total_limit: null,
    per_user_limit: null,
    used_count: 0,
    active: 1,
    created_at: '2026-01-01T00:00:00.000Z',
    ...over,
  });
  const ask = { now: '2026-04-10T08:00:00.000Z', itemsRial: 10_000_000, usesByUser: 0 };
  const rialOf = (v: DiscountVerdict) => (v.refusal === null ? v.rial : v.refusal);

  it('takes a fixed amount off, never more than the items are worth', () => {
    expect(judgeDiscount(code(), ask)).to.deep.equal({ refusal: null, id: 7, rial: 500_000 });
    expect(rialOf(judgeDiscount(code({ amount_rial: 20_000_000 }), ask))).to.equal(10_000_000);
  });

  it('takes a percent of the items off, rounded down to whole Toman', () => {
    expect(rialOf(judgeDiscount(code({ percent: 10, amount_rial: null }), ask))).to.equal(1_000_000);
    // 15% of 1,234,567 Rials is 185,185.05 Rials: 18,518 whole Toman.
    expect(rialOf(judgeDiscount(code({ percent: 15, amount_rial: null }), { ...ask, itemsRial: 1_234_567 }))).to.equal(185_180);
    // 33% of 29 Rials is 9.57 Rials, under one Toman: nothing; of 99 Rials, 32.67: three Toman.
    expect(rialOf(judgeDiscount(code({ percent: 33, amount_rial: null }), { ...ask, itemsRial: 29 }))).to.equal(0);
    expect(rialOf(judgeDiscount(code({ percent: 33, amount_rial: null }), { ...ask, itemsRial: 99 }))).to.equal(30);
    expect(rialOf(judgeDiscount(code({ percent: 100, amount_rial: null }), ask))).to.equal(10_000_000);
  });

  it('asks for the minimum order, the minimum itself being enough', () => {
    expect(judgeDiscount(code({ min_order_rial: 10_000_010 }), ask)).to.deep.equal({ refusal: 'DISCOUNT_MIN_ORDER', minOrderRial: 10_000_010 });
    expect(rialOf(judgeDiscount(code({ min_order_rial: 10_000_000 }), ask))).to.equal(500_000);
  });

  it('holds from the first instant of its first Tehran day to the last of its last (20:30 UTC the day before each)', () => {
    const windowed = code({ valid_from: tehranDayStart('2026-04-01'), valid_to: tehranDayEnd('2026-04-30') });
    const at = (now: string) => rialOf(judgeDiscount(windowed, { ...ask, now }));
    expect(at('2026-03-31T20:29:59.999Z')).to.equal('DISCOUNT_NOT_YET');
    expect(at('2026-03-31T20:30:00.000Z')).to.equal(500_000);
    expect(at('2026-04-30T20:29:59.999Z')).to.equal(500_000);
    expect(at('2026-04-30T20:30:00.000Z')).to.equal('DISCOUNT_EXPIRED');
    // Across a year's end.
    const newYear = code({ valid_from: tehranDayStart('2027-01-01'), valid_to: tehranDayEnd('2027-01-01') });
    expect(rialOf(judgeDiscount(newYear, { ...ask, now: '2026-12-31T20:29:59.999Z' }))).to.equal('DISCOUNT_NOT_YET');
    expect(rialOf(judgeDiscount(newYear, { ...ask, now: '2026-12-31T20:30:00.000Z' }))).to.equal(500_000);
    expect(rialOf(judgeDiscount(newYear, { ...ask, now: '2027-01-01T20:30:00.000Z' }))).to.equal('DISCOUNT_EXPIRED');
  });

  it('serves up to its total limit and up to each customer’s limit, then is used up', () => {
    expect(rialOf(judgeDiscount(code({ total_limit: 3, used_count: 2 }), ask))).to.equal(500_000);
    expect(rialOf(judgeDiscount(code({ total_limit: 3, used_count: 3 }), ask))).to.equal('DISCOUNT_USED_UP');
    expect(rialOf(judgeDiscount(code({ per_user_limit: 2 }), { ...ask, usesByUser: 1 }))).to.equal(500_000);
    expect(rialOf(judgeDiscount(code({ per_user_limit: 2 }), { ...ask, usesByUser: 2 }))).to.equal('DISCOUNT_ALREADY_USED');
  });

  it('knows no code that does not exist or is switched off', () => {
    expect(judgeDiscount(undefined, ask)).to.deep.equal({ refusal: 'DISCOUNT_UNKNOWN', minOrderRial: 0 });
    expect(rialOf(judgeDiscount(code({ active: 0 }), ask))).to.equal('DISCOUNT_UNKNOWN');
  });

  it('gives the first reason in a fixed order: unknown, not yet, expired, used up, minimum order', () => {
    const everything = {
      valid_from: '2026-05-01T00:00:00.000Z',
      valid_to: '2026-03-01T00:00:00.000Z',
      total_limit: 1,
      used_count: 1,
      min_order_rial: 99_000_000,
    };
    expect(rialOf(judgeDiscount(code({ ...everything, active: 0 }), ask))).to.equal('DISCOUNT_UNKNOWN');
    expect(rialOf(judgeDiscount(code(everything), ask))).to.equal('DISCOUNT_NOT_YET');
    expect(rialOf(judgeDiscount(code({ ...everything, valid_from: null }), ask))).to.equal('DISCOUNT_EXPIRED');
    expect(rialOf(judgeDiscount(code({ ...everything, valid_from: null, valid_to: null }), ask))).to.equal('DISCOUNT_USED_UP');
  });

  it("counts this customer's uses of the code when asked, and none for a code that does not exist", async () => {
    const asked: [number, number][] = [];
    const discounts = { usesBy: async (id: number, userId: number) => (asked.push([id, userId]), 2) };
    expect(rialOf(await askDiscount(discounts, code({ per_user_limit: 2 }), { userId: 42, now: ask.now, itemsRial: ask.itemsRial }))).to.equal(
      'DISCOUNT_ALREADY_USED',
    );
    expect(asked).to.deep.equal([[7, 42]]);
    expect(rialOf(await askDiscount(discounts, undefined, { userId: 42, now: ask.now, itemsRial: ask.itemsRial }))).to.equal('DISCOUNT_UNKNOWN');
    expect(asked).to.have.length(1);
  });

  it('words a refusal for the code’s field, the minimum in Toman in the page’s digits', () => {
    const err = discountRefused({ refusal: 'DISCOUNT_MIN_ORDER', minOrderRial: 20_000_000 }, 'fa');
    expect(err).to.be.instanceOf(AppError);
    expect(err).to.include({ code: 'DISCOUNT_MIN_ORDER', field: 'discountCode' });
    expect(err.params).to.deep.equal({ min: '۲٬۰۰۰٬۰۰۰' });
    expect(discountRefused({ refusal: 'DISCOUNT_MIN_ORDER', minOrderRial: 20_000_000 }, 'en').params).to.deep.equal({ min: '2,000,000' });
  });
});
