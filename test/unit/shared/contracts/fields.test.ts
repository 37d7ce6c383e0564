import { expect } from 'chai';
import * as z from 'zod/mini';
import { whole } from '../../../../shared/contracts/admin/fields.ts';

describe('shared/contracts/admin/fields', () => {
  it('reads a whole number as people type it: either script, a plus, the minus sign, spaces', () => {
    const count = whole(-100, 100);
    for (const [typed, read] of [
      ['+5', 5],
      ['−۳', -3],
      ['- 3', -3],
      [' ۴۲ ', 42],
      [7, 7],
    ] as const) {
      expect(z.parse(count, typed), String(typed)).to.equal(read);
    }
    for (const bad of ['', '5+3', '1.5', '101', '++5', 'five']) expect(z.safeParse(count, bad).success, bad).to.equal(false);
  });
});
