import { readFileSync } from 'node:fs';
import { expect } from 'chai';
import { buildProvinces, DATA_FILE, generateProvincesData } from '../../../scripts/provinces-data.ts';

describe('scripts/provinces-data', () => {
  it('wrote the committed data file (run it after changing scripts/data/)', () => {
    expect(readFileSync(DATA_FILE, 'utf8') === generateProvincesData(), 'shared/data/iran-provinces.data.ts is stale').to.equal(true);
  });

  const OSTAN = 'id,name,amar_code\n1,تهران,23\n2,سیستان وبلوچستان,11\n';

  it('drops urban zones, merges duplicates, fixes Arabic letters and sorts the Persian way', () => {
    const shahr = ['id,name,shahr_type,ostan', '1,تهران,0,1', '2,تهران 1,2,1', '3,ري,0,1', '4,آبعلی,0,1', '5,ري,0,1', '6,زاهدان,0,2', '7,زاهدان 1,2,2'].join(
      '\n',
    );
    expect(buildProvinces(OSTAN, shahr)).to.deep.equal([
      { id: 1, fa: 'تهران', en: 'East Azerbaijan', cities: ['آبعلی', 'تهران', 'ری'] },
      { id: 2, fa: 'سیستان و بلوچستان', en: 'West Azerbaijan', cities: ['زاهدان'] },
    ]);
  });

  it('keeps a city the source lists only by its zones', () => {
    const shahr = 'id,name,shahr_type,ostan\n1,فردیس1,2,1\n2,فردیس2,2,1\n3,کرج,0,1\n4,اسلام شهر1,2,1\n5,اسلامشهر,0,1';
    expect(buildProvinces(OSTAN, shahr)[0].cities).to.deep.equal(['اسلامشهر', 'فردیس', 'کرج']);
  });

  it('refuses two spellings that would read as one city, and a city of an unknown province', () => {
    expect(() => buildProvinces(OSTAN, 'id,name,shahr_type,ostan\n1,حسن آباد,0,1\n2,حسن اباد,0,1')).to.throw(/read the same/);
    expect(() => buildProvinces(OSTAN, 'id,name,shahr_type,ostan\n1,کرج,0,9')).to.throw(/unknown province/);
  });
});
