import { expect } from 'chai';
import { backPath, rememberedBack } from '../../../../client/auth/back-path.ts';

/** Where the login screen returns to (issue 19): `back`, or the older `returnUrl`; only a path on this site. */
describe('the login screen’s way back', () => {
  const from = (query: string) => backPath(rememberedBack(new URLSearchParams(query)), 'fa');

  it('reads `back`, and `returnUrl` when `back` is absent', () => {
    expect(from('back=%2Fbasket%2F%3Fstep%3Dpayment')).to.equal('/basket/?step=payment');
    expect(from('returnUrl=%2Fen%2Fbasket%2F%3Fstep%3Daddress')).to.equal('/en/basket/?step=address');
    expect(from('back=%2Fprofile%2F&returnUrl=%2Fbasket%2F')).to.equal('/profile/');
  });

  it('never leaves the site, whichever name carries the address', () => {
    for (const name of ['back', 'returnUrl']) {
      for (const away of ['https://evil.example/', '//evil.example/', '/\\evil.example/', 'javascript:alert(1)', '/%0d%0aX']) {
        expect(from(`${name}=${encodeURIComponent(away)}`), `${name}=${away}`).to.match(/^\/(?![/\\])/);
        expect(from(`${name}=${encodeURIComponent(away)}`)).to.not.include('evil');
      }
    }
    expect(backPath(rememberedBack(new URLSearchParams('returnUrl=%2F%2Fevil.example%2F')), 'en')).to.equal('/en/');
  });
});
