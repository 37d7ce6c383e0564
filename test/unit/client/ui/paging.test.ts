import { expect } from 'chai';
import { pageWindow } from '../../../../client/ui/paging.tsx';

describe('paging window', () => {
  it('offers every page when there are few', () => {
    expect(pageWindow(1, 1)).to.deep.equal([1]);
    expect(pageWindow(2, 4)).to.deep.equal([1, 2, 3, 4]);
  });

  it('keeps first, last and two on each side, marking gaps', () => {
    expect(pageWindow(10, 20)).to.deep.equal([1, null, 8, 9, 10, 11, 12, null, 20]);
    expect(pageWindow(1, 20)).to.deep.equal([1, 2, 3, null, 20]);
    expect(pageWindow(20, 20)).to.deep.equal([1, null, 18, 19, 20]);
  });

  it('does not mark a gap between neighbours', () => {
    expect(pageWindow(4, 20)).to.deep.equal([1, 2, 3, 4, 5, 6, null, 20]);
  });
});
