import { expect } from 'chai';
import { tallyFacets } from '../../../../../server/services/search/facets.ts';

const PAIRS = [
  { brand_id: 1, category_id: 52, n: 10 },
  { brand_id: 2, category_id: 52, n: 5 },
  { brand_id: 1, category_id: 54, n: 3 },
  { brand_id: null, category_id: 57, n: 2 },
];

describe('server/services/search/facets', () => {
  it('counts everything without filters', () => {
    const t = tallyFacets(PAIRS, {});
    expect(t.total).to.equal(20);
    expect([...t.brands]).to.deep.equal([
      [1, 13],
      [2, 5],
    ]);
    expect([...t.categories]).to.deep.equal([
      [52, 15],
      [54, 3],
      [57, 2],
    ]);
  });

  it('counts brands within the category filter, and categories regardless of it', () => {
    const t = tallyFacets(PAIRS, { categoryIds: [52, 53] });
    expect(t.total).to.equal(15);
    expect([...t.brands]).to.deep.equal([
      [1, 10],
      [2, 5],
    ]);
    expect([...t.categories]).to.deep.equal([
      [52, 15],
      [54, 3],
      [57, 2],
    ]);
  });

  it('counts categories within the brand filter, and brands regardless of it', () => {
    const t = tallyFacets(PAIRS, { brandId: 1 });
    expect(t.total).to.equal(13);
    expect([...t.brands]).to.deep.equal([
      [1, 13],
      [2, 5],
    ]);
    expect([...t.categories]).to.deep.equal([
      [52, 10],
      [54, 3],
    ]);
  });

  it('applies both filters to the total', () => {
    expect(tallyFacets(PAIRS, { brandId: 2, categoryIds: [54] }).total).to.equal(0);
    expect(tallyFacets([], {}).total).to.equal(0);
  });
});
