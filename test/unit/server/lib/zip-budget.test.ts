import { expect } from 'chai';
import { checkZip } from '../../../../server/lib/zip-budget.ts';
import { zipOf } from '../../../helpers/zip-bomb.ts';

describe('checkZip: what a zip would unpack to, before anything unpacks it', () => {
  const text = (s: string) => Buffer.from(s);

  it('lists the entries of a zip within the budget and counts their bytes', () => {
    const zip = zipOf([
      { name: '[Content_Types].xml', data: text('<Types/>') },
      { name: 'xl/workbook.xml', data: text('<workbook/>') },
    ]);
    expect(checkZip(zip, 1024)).to.deep.equal({ ok: true, entries: ['[Content_Types].xml', 'xl/workbook.xml'], unpackedBytes: 19 });
  });

  it('refuses by the central directory when the declared sizes pass the budget', () => {
    const zip = zipOf([{ name: 'a', data: Buffer.alloc(2000) }]);
    expect(checkZip(zip, 1000)).to.deep.equal({ ok: false, reason: 'too-large' });
  });

  it('refuses an entry that unpacks past the budget although its headers claim less', () => {
    const zip = zipOf([{ name: 'a', data: Buffer.alloc(2 * 1024 * 1024), lieAbout: 10 }]);
    expect(checkZip(zip, 1024 * 1024)).to.deep.equal({ ok: false, reason: 'too-large' });
  });

  it('says "not a zip" of other bytes, a cut-off zip, and a zip with a broken entry', () => {
    expect(checkZip(Buffer.from('sku,stock\nA,1\n'), 1000)).to.deep.equal({ ok: false, reason: 'not-zip' });
    const zip = zipOf([{ name: 'a', data: text('hello hello hello') }]);
    expect(checkZip(zip.subarray(0, zip.length - 5), 1000)).to.deep.equal({ ok: false, reason: 'not-zip' });
    const broken = Buffer.from(zip);
    broken[31] = 0xff; // the entry's first packed byte: a deflate block of the reserved type
    expect(checkZip(broken, 1000)).to.deep.equal({ ok: false, reason: 'not-zip' });
  });
});
