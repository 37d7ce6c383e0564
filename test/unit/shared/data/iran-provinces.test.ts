import { expect } from 'chai';
import { findCity, findProvince, isCityOfProvince, provinces } from '../../../../shared/data/iran-provinces.ts';

describe('shared/data/iran-provinces', () => {
  it('lists the 31 provinces once each, with Persian and English names and cities', () => {
    const list = provinces();
    expect(list).to.have.length(31);
    expect(new Set(list.map((p) => p.fa)).size).to.equal(31);
    expect(new Set(list.map((p) => p.id))).to.deep.equal(new Set(Array.from({ length: 31 }, (_, i) => i + 1)));
    for (const p of list) {
      expect(p.en, p.fa).to.match(/^[A-Z][A-Za-z -]+$/);
      expect(p.cities.length, p.fa).to.be.greaterThan(5);
      expect(new Set(p.cities).size, p.fa).to.equal(p.cities.length);
    }
    expect(list.reduce((n, p) => n + p.cities.length, 0)).to.be.within(1200, 1500);
  });

  it('writes Persian ی and ک, never Arabic ي and ك, and no numbered urban zones', () => {
    const names = provinces().flatMap((p) => [p.fa, ...p.cities]);
    expect(names.filter((n) => /[يك]/.test(n))).to.deep.equal([]);
    expect(names.filter((n) => /\d/.test(n))).to.deep.equal([]);
  });

  it('puts each capital in its province', () => {
    const capitals: [string, string][] = [
      ['تهران', 'تهران'], ['اصفهان', 'اصفهان'], ['فارس', 'شیراز'], ['خراسان رضوی', 'مشهد'], ['آذربایجان شرقی', 'تبریز'],
      ['آذربایجان غربی', 'ارومیه'], ['البرز', 'کرج'], ['گیلان', 'رشت'], ['مازندران', 'ساری'], ['خوزستان', 'اهواز'],
      ['کرمان', 'کرمان'], ['سیستان و بلوچستان', 'زاهدان'], ['هرمزگان', 'بندرعباس'], ['کهگیلویه و بویراحمد', 'یاسوج'],
      ['چهارمحال و بختیاری', 'شهرکرد'], ['مرکزی', 'اراک'], ['قم', 'قم'], ['یزد', 'یزد'], ['کردستان', 'سنندج'],
    ];
    for (const [province, city] of capitals) expect(isCityOfProvince(province, city), `${province} / ${city}`).to.equal(true);
  });

  it('knows smaller cities and keeps a city out of the wrong province', () => {
    expect(isCityOfProvince('تهران', 'دماوند')).to.equal(true);
    expect(isCityOfProvince('تهران', 'اسلامشهر')).to.equal(true);
    expect(isCityOfProvince('گیلان', 'ماسوله')).to.equal(true);
    expect(isCityOfProvince('البرز', 'فردیس')).to.equal(true); // listed by the source only as urban zones
    expect(isCityOfProvince('تهران', 'شیراز')).to.equal(false);
    expect(isCityOfProvince('فارس', 'تهران')).to.equal(false);
    expect(isCityOfProvince('تهران', 'تهران 1')).to.equal(false);
    expect(isCityOfProvince('تهران', 'آتلانتیس')).to.equal(false);
    expect(isCityOfProvince('آتلانتیس', 'تهران')).to.equal(false);
    expect(isCityOfProvince('', '')).to.equal(false);
  });

  it('reads Arabic ي/ك, ZWNJ and spacing as typed, and answers the stored spelling', () => {
    expect(findCity('كرمانشاه', 'كرمانشاه')).to.deep.equal({ province: 'کرمانشاه', city: 'کرمانشاه' });
    expect(findCity('تهران', 'اسلام‌شهر')).to.deep.equal({ province: 'تهران', city: 'اسلامشهر' });
    expect(findCity('  سیستان وبلوچستان ', 'زاهدان')).to.deep.equal({ province: 'سیستان و بلوچستان', city: 'زاهدان' });
    expect(findCity('اصفهان', 'نجف اباد')).to.deep.equal({ province: 'اصفهان', city: 'نجف آباد' });
    expect(isCityOfProvince('آذربايجان شرقي', 'مرند')).to.equal(true);
  });

  it('finds a province by its English name too', () => {
    expect(findProvince('Tehran')?.fa).to.equal('تهران');
    expect(findProvince('kohgiluyeh and boyer-ahmad')?.fa).to.equal('کهگیلویه و بویراحمد');
    expect(findProvince('Narnia')).to.equal(null);
  });
});
