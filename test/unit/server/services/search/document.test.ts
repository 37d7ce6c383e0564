import { expect } from 'chai';
import { searchDocument } from '../../../../../server/services/search/document.ts';

const PRODUCT = {
  id: 1,
  code: 'DS-2CD1043G2-I',
  name_fa: 'دوربين بولت تحت شبکه ۴ مگاپیکسل هایک ویژن DS-2CD1043G2-I',
  name_en: 'Hikvision DS-2CD1043G2-I 4MP IP Bullet Camera',
  label_fa: 'دوربین-بولت-۴-مگاپیکسلی-هایک-ویژن',
  label_en: 'Hikvision-4MP-bullet-camera',
  summary_fa: 'دوربین بولت ۴ مگاپیکسلی با دید در شب',
  summary_en: 'A 4 MP bullet camera',
  category_id: 52,
  active: 1,
  brand_fa: 'هایک ویژن',
  brand_en: 'Hikvision',
};
const PATH = (id: number) => (id === 52 ? ['دوربین مداربسته', 'CCTV', 'دوربین تحت شبکه', 'IP Cameras'] : []);

describe('server/services/search/document', () => {
  it('indexes both languages in normalised form, the code with its compact form and ends, brand and category path', () => {
    expect(searchDocument(PRODUCT, PATH)).to.deep.equal({
      product_id: 1,
      name_fa: 'دوربین بولت تحت شبکه 4 مگاپیکسل هایک ویژن ds 2cd1043g2 i',
      name_en: 'hikvision ds 2cd1043g2 i 4mp ip bullet camera',
      code: 'ds 2cd1043g2 i ds2cd1043g2i 2cd1043g2i 1043g2i',
      code_compact: 'ds2cd1043g2i',
      brand: 'هایک ویژن hikvision',
      category: 'دوربین مداربسته cctv دوربین تحت شبکه ip cameras',
      // The label's words the name lacks: «مگاپیکسلی» is in the summary already, and stays once.
      summary_fa: 'دوربین بولت 4 مگاپیکسلی با دید در شب مگاپیکسلی',
      summary_en: 'a 4 mp bullet camera',
    });
  });

  it('adds the compact form of a code written with a space, and its ends', () => {
    expect(searchDocument({ ...PRODUCT, code: 'TS1000 Pro' }, PATH)?.code).to.equal('ts1000 pro ts1000pro 1000pro');
  });

  it("finds a label's own words: «کیلویی» where the name says «کیلوگرمی»", () => {
    const doc = searchDocument({ ...PRODUCT, name_fa: 'کپسول ۶ کیلوگرمی', label_fa: 'کپسول-پودری-۶-کیلویی', summary_fa: '' }, PATH);
    expect(doc?.summary_fa).to.equal('پودری کیلویی');
    expect(doc?.name_fa).to.equal('کپسول 6 کیلوگرمی');
  });

  it('leaves inactive products out', () => {
    expect(searchDocument({ ...PRODUCT, active: 0 }, PATH)).to.equal(null);
  });

  it('copes with a product without brand', () => {
    expect(searchDocument({ ...PRODUCT, brand_fa: null, brand_en: null }, PATH)?.brand).to.equal('');
  });
});
