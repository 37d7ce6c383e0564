import { expect } from 'chai';
import { parseZoneText, servesAddress, zoneFromColumn, zoneText, zoneToColumn, type DeliveryZone } from '../../../shared/delivery-zone.ts';

const at = (province: string, city: string) => ({ province, city });

describe('shared/delivery-zone', () => {
  it('a method with no zone delivers everywhere', () => {
    for (const zone of [null, []] as DeliveryZone[]) expect(servesAddress(zone, at('اصفهان', 'کاشان'))).to.equal(true);
  });

  it('a province-wide zone takes every city of the province and no other province', () => {
    const tehranProvince: DeliveryZone = [{ province: 'تهران' }];
    expect(servesAddress(tehranProvince, at('تهران', 'تهران'))).to.equal(true);
    expect(servesAddress(tehranProvince, at('تهران', 'اسلامشهر'))).to.equal(true);
    expect(servesAddress(tehranProvince, at('اصفهان', 'کاشان'))).to.equal(false);
  });

  it("a city's zone takes that city only: the Tehran courier refuses another city of Tehran province", () => {
    const tehranCity: DeliveryZone = [{ province: 'تهران', city: 'تهران' }];
    expect(servesAddress(tehranCity, at('تهران', 'تهران'))).to.equal(true);
    expect(servesAddress(tehranCity, at('تهران', 'اسلامشهر'))).to.equal(false);
    expect(servesAddress(tehranCity, at('تهران', 'پردیس'))).to.equal(false);
    // A city of the same name in another province is another place.
    expect(servesAddress([{ province: 'اصفهان', city: 'تهران' }], at('تهران', 'تهران'))).to.equal(false);
  });

  it('reads the back office text a line a place, forgiving Arabic letters and spacing, and names the first unknown line', () => {
    expect(parseZoneText('  تهران /  تهران \n\nاصفهان')).to.deep.equal({ zone: [{ province: 'تهران', city: 'تهران' }, { province: 'اصفهان' }] });
    // Arabic ي and ك as typed on an Arabic keyboard are the stored Persian letters.
    expect(parseZoneText('اصفهان / كاشان')).to.deep.equal({ zone: [{ province: 'اصفهان', city: 'کاشان' }] });
    expect(parseZoneText('تهران\nنارنیا')).to.deep.equal({ unknown: 'نارنیا' });
    // A city of another province is unknown in this one.
    expect(parseZoneText('تهران / کاشان')).to.deep.equal({ unknown: 'تهران / کاشان' });
    expect(parseZoneText(' \n ')).to.deep.equal({ zone: null });
  });

  it('writes the text back as it reads it, and keeps a zone in its column whole (a bad column is everywhere)', () => {
    const zone: DeliveryZone = [{ province: 'تهران', city: 'تهران' }, { province: 'البرز' }];
    expect(parseZoneText(zoneText(zone))).to.deep.equal({ zone });
    expect(zoneFromColumn(zoneToColumn(zone))).to.deep.equal(zone);
    expect(zoneToColumn(null)).to.equal(null);
    expect(zoneToColumn([])).to.equal(null);
    for (const bad of ['', null, undefined, '{', '[]', '"x"']) expect(zoneFromColumn(bad), String(bad)).to.equal(null);
  });
});
