import { expect } from 'chai';
import { DEMO_SELLER, SELLER_SETTINGS, sellerOf } from '../../../../../server/services/invoices/seller.ts';
import { normalizeLegalId } from '../../../../../shared/validation.ts';

const ALL = Object.fromEntries(Object.values(SELLER_SETTINGS).map((name) => [name, `${name} value`]));

describe('server/services/invoices/seller', () => {
  it('takes every SELLER_* setting when all are set, on any site', () => {
    const seller = sellerOf(ALL, { publicSite: true });
    expect(seller).to.deep.include({ configured: true, missing: [] });
    expect(seller.identity.nameFa).to.equal('SELLER_NAME_FA value');
  });

  it('a local demo with any unset shows the demo seller, whose national id passes its check digit', () => {
    const { SELLER_PHONE: _phone, ...partial } = ALL;
    const seller = sellerOf(partial, { publicSite: false });
    expect(seller).to.deep.include({ configured: true, missing: ['SELLER_PHONE'], identity: DEMO_SELLER });
    expect(normalizeLegalId(DEMO_SELLER.nationalId)).to.equal(DEMO_SELLER.nationalId);
  });

  it('a public site with any unset is not configured: its invoices are not official, and never show the demo seller', () => {
    const seller = sellerOf({ SELLER_NAME_FA: 'نگهبان' }, { publicSite: true });
    expect(seller.configured).to.equal(false);
    expect(seller.missing).to.have.length(8);
    expect(seller.identity.nameFa).to.equal('نگهبان');
    expect(seller.identity.nationalId).to.equal('');
  });
});
