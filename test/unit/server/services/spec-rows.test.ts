import { expect } from 'chai';
import { specRows } from '../../../../server/services/spec-rows.ts';
import { lineUp } from '../../../../server/services/compare-rows.ts';

const key = (id: number, category: number, en: string, unit = '') => ({
  id,
  category_id: category,
  name_fa: `${en}-fa`,
  name_en: en,
  unit_fa: unit,
  unit_en: unit,
  sort: id,
});
const spec = (key_id: number | undefined, en: string, value: string) => ({
  ...(key_id ? { key_id } : {}),
  key_fa: en,
  key_en: en,
  value_fa: value,
  value_en: value,
});

describe("spec rows: a category's keys, a model's own values, the comparison's rows (issue #33)", () => {
  const keys = [key(1, 7, 'Capacity', 'kg'), key(2, 7, 'Agent')];

  it("keys first in their order with the unit, a model's value over the product's, then free rows; empty keys left out", () => {
    const product = [spec(2, 'Agent', 'ABC powder'), spec(1, 'Capacity', '6'), spec(undefined, 'Colour', 'Red')];
    expect(specRows(keys, product, [], 'en')).to.deep.equal([
      { key: 'Capacity', value: '6 kg', keyId: 1 },
      { key: 'Agent', value: 'ABC powder', keyId: 2 },
      { key: 'Colour', value: 'Red' },
    ]);
    expect(specRows(keys, product, [{ key_id: 1, value_fa: '۴', value_en: '4' }], 'en')[0].value).to.equal('4 kg');
    expect(specRows(keys, [spec(1, 'Capacity', '')], [], 'en')).to.deep.equal([]);
  });

  it('a row of a key the category no longer declares stays, by its own name', () => {
    expect(specRows([], [spec(9, 'Old key', 'x')], [], 'en')).to.deep.equal([{ key: 'Old key', value: 'x' }]);
  });

  it('lines tables up by key, then free rows by name, a missing value null', () => {
    const rows = lineUp(
      [
        [
          { key: 'Capacity', value: '4 kg', keyId: 1 },
          { key: 'Colour', value: 'Red' },
        ],
        [
          { key: 'Lens', value: '4 mm', keyId: 3 },
          { key: 'Agent', value: 'CO2', keyId: 2 },
          { key: 'colour ', value: 'Black' },
        ],
      ],
      [...keys, key(3, 8, 'Lens')],
    );
    expect(rows).to.deep.equal([
      { key: 'Capacity', values: ['4 kg', null] },
      { key: 'Agent', values: [null, 'CO2'] },
      { key: 'Lens', values: [null, '4 mm'] },
      { key: 'Colour', values: ['Red', 'Black'] },
    ]);
  });
});
