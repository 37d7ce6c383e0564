import { expect } from 'chai';
import { balancedColumns } from '../../../../client/ui/grid-columns.ts';

/** The cards of the last row that stay empty with `columns` columns. */
const missing = (count: number, columns: number) => (columns - (count % columns)) % columns;

describe('card grid columns on a wide screen', () => {
  it('puts cards that fit in one row all in it, with no empty column', () => {
    expect([1, 3, 4].map((n) => balancedColumns(n, 4))).to.deep.equal([1, 3, 4]);
    expect(balancedColumns(6, 7)).to.equal(6);
    expect(balancedColumns(4, 5)).to.equal(4);
  });

  it('makes full rows where a count allows: nine posts are three rows of three, six categories two of three', () => {
    expect(balancedColumns(9, 4)).to.equal(3);
    expect(balancedColumns(6, 5)).to.equal(3);
    expect(balancedColumns(8, 4)).to.equal(4);
    expect(balancedColumns(12, 7)).to.equal(6);
  });

  it('otherwise leaves the fewest empty places, and never shrinks to fewer than half the widest or than three', () => {
    expect(balancedColumns(5, 4)).to.equal(3);
    expect(balancedColumns(7, 4)).to.equal(4);
    expect(balancedColumns(10, 4)).to.equal(4);
    for (const widest of [4, 5, 7]) {
      for (let count = widest + 1; count <= 40; count++) {
        const columns = balancedColumns(count, widest);
        expect(columns, `${count} of at most ${widest}`).to.be.within(Math.max(Math.ceil(widest / 2), 3), widest);
        for (let other = columns; other <= widest; other++) expect(missing(count, columns)).to.be.at.most(missing(count, other));
      }
    }
  });
});
