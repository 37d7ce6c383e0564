import { expect } from 'chai';
import fc from 'fast-check';
import { isOwnPath, ownPath } from '../../../shared/local-path.ts';
import { hostileTarget, staysOn } from '../../helpers/hostile-targets.ts';

const BASE = 'http://shop.test';

describe('shared/local-path: is this a path of ours', () => {
  it('keeps ordinary paths with their query and fragment', () => {
    expect(ownPath('/about/')).to.equal('/about/');
    expect(ownPath('/en/about/?a=1#top')).to.equal('/en/about/?a=1#top');
    expect(ownPath('/pr/1/دوربین/')).to.equal('/pr/1/%D8%AF%D9%88%D8%B1%D8%A8%DB%8C%D9%86/');
  });

  it('refuses other sites, schemes and relative paths', () => {
    for (const t of [
      '//evil.example',
      '/\\evil.example',
      '\\\\evil.example',
      '/\t/evil.example',
      'https://evil.example/',
      'javascript:alert(1)',
      'about/',
      '',
      ' /x',
    ]) {
      expect(ownPath(t), JSON.stringify(t)).to.equal(null);
    }
    expect(ownPath(undefined)).to.equal(null);
    expect(ownPath(['/a/'])).to.equal(null);
  });

  it('collapses repeated slashes, so a prefix taken off later cannot leave "//host" behind', () => {
    expect(ownPath('/en//evil.example')).to.equal('/en/evil.example');
    expect(ownPath('/en/\\evil.example')).to.equal('/en/evil.example');
  });

  it('never returns a path that leaves the site (generated encodings)', () => {
    fc.assert(
      fc.property(hostileTarget, (target) => {
        const out = ownPath(target);
        if (out !== null) expect(staysOn(BASE, out), `${JSON.stringify(target)} → ${out}`).to.equal(true);
        if (out !== null) expect(isOwnPath(out)).to.equal(true);
      }),
      { numRuns: 3000, seed: 6 },
    );
  });

  it('isOwnPath accepts only plain paths that a browser keeps on this origin', () => {
    expect(isOwnPath('/en/about/')).to.equal(true);
    for (const t of ['//evil.example', '/\\evil.example', '/\t/evil.example', 'https://x/', '/a b', ''])
      expect(isOwnPath(t), JSON.stringify(t)).to.equal(false);
  });
});
