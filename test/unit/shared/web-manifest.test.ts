import { expect } from 'chai';
import { ICON_SIZES, MASKABLE_SIZES, webManifest } from '../../../shared/web-manifest.ts';

const texts = (name: string) => ({ name: `${name} long`, shortName: name, description: 'd', search: 'S', cart: 'C' });

describe('the web app manifest of each language', () => {
  it('Persian: right to left, starts at /, shortcuts to its own search and basket', () => {
    const m = webManifest('fa', texts('نگهبان'));
    expect(m).to.include({ id: '/', lang: 'fa-IR', dir: 'rtl', start_url: '/', scope: '/', display: 'standalone', short_name: 'نگهبان', name: 'نگهبان long' });
    expect(m.shortcuts.map((s) => [s.name, s.url])).to.deep.equal([
      ['S', '/search/'],
      ['C', '/basket/'],
    ]);
  });

  it('English: left to right, starts at /en/ with an id of its own, shortcuts under /en', () => {
    const m = webManifest('en', texts('Negahban'));
    expect(m).to.include({ id: '/en/', lang: 'en-US', dir: 'ltr', start_url: '/en/', scope: '/' });
    expect(m.shortcuts.map((s) => s.url)).to.deep.equal(['/en/search/', '/en/basket/']);
  });

  it('lists every size once as "any" and the maskable ones apart, as PNGs named after their size', () => {
    const { icons } = webManifest('fa', texts('x'));
    expect(icons.filter((i) => i.purpose === 'any').map((i) => i.sizes)).to.deep.equal(ICON_SIZES.map((s) => `${s}x${s}`));
    expect(icons.filter((i) => i.purpose === 'maskable').map((i) => i.sizes)).to.deep.equal(MASKABLE_SIZES.map((s) => `${s}x${s}`));
    expect(new Set(icons.map((i) => i.src)).size).to.equal(icons.length);
    for (const icon of icons) expect(icon.src).to.match(new RegExp(`^/icons/app/(icon|maskable)-${icon.sizes.split('x')[0]}\\.png$`));
    // What browsers ask of an installable app.
    expect(ICON_SIZES).to.include.members([192, 512]);
    expect(MASKABLE_SIZES).to.include.members([192, 512]);
  });
});
