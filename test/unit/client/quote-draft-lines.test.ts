import { expect } from 'chai';
import { MAX_DRAFT_LINES, parseDraftLines, serialiseDraftLines, withOneMore } from '../../../client/quotes/draft-lines.ts';

describe("a quote request's drafted lines in the address", () => {
  it('reads product-item-count triples and round-trips them', () => {
    const lines = parseDraftLines('12-40-2,7-19-1');
    expect(lines).to.deep.equal([
      { productId: 12, productItemId: 40, count: 2 },
      { productId: 7, productItemId: 19, count: 1 },
    ]);
    expect(serialiseDraftLines(lines)).to.equal('12-40-2,7-19-1');
  });

  it('drops what is not a line (an edited address), keeps the first of an item, caps count and length', () => {
    expect(parseDraftLines('x,1-2,0-3-1,1-2-0,1-2--1,1-2-1.5,1-2-3,9-2-4')).to.deep.equal([{ productId: 1, productItemId: 2, count: 3 }]);
    expect(parseDraftLines('1-2-999999999')[0].count).to.equal(100_000);
    const many = Array.from({ length: MAX_DRAFT_LINES + 5 }, (_, i) => `1-${i + 1}-1`).join(',');
    expect(parseDraftLines(many)).to.have.length(MAX_DRAFT_LINES);
    expect(parseDraftLines(null)).to.deep.equal([]);
  });

  it('adds one more of an item: a new line, or the count of the line already there', () => {
    const one = withOneMore([], { productId: 1, productItemId: 2 });
    expect(one).to.deep.equal([{ productId: 1, productItemId: 2, count: 1 }]);
    expect(withOneMore(one, { productId: 1, productItemId: 2 })).to.deep.equal([{ productId: 1, productItemId: 2, count: 2 }]);
    const full = Array.from({ length: MAX_DRAFT_LINES }, (_, i) => ({ productId: 1, productItemId: i + 1, count: 1 }));
    expect(withOneMore(full, { productId: 1, productItemId: 999 })).to.equal(full);
  });
});
