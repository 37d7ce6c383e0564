import { expect } from 'chai';
import { csvField } from '../../../../server/http/downloads.routes.ts';

describe('price list CSV fields', () => {
  it('quotes every field and doubles inner quotes', () => {
    expect(csvField('Dome "4MP", IR')).to.equal('"Dome ""4MP"", IR"');
    expect(csvField(4500000)).to.equal('"4500000"');
    expect(csvField(null)).to.equal('""');
  });

  it('neutralises what a spreadsheet would run as a formula', () => {
    for (const evil of ['=HYPERLINK("x")', '+1+1', '-2', '@SUM(A1)']) expect(csvField(evil)).to.match(/^"'/);
  });
});
