import { expect } from 'chai';
import { contrastRatio, mix, parseHex, toHex } from '../../../shared/colour.ts';
import { palettes, paletteCss, ramp, type Palette, type Token } from '../../../shared/palette.ts';
import { SITE_CONFIG } from '../../../shared/site-config.ts';

/**
 * Every text colour the stylesheet sets on every background it sets it on (client/styles/app.css), with the ratio
 * WCAG AA asks: 4.5 for text, 3 for large text and the edges of controls.
 */
const TEXT_PAIRS: [Token, Token[]][] = [
  ['text', ['bg', 'surface', 'gray-50', 'gray-100', 'green-light', 'red-light', 'blue-light', 'purple-light', 'pink-light']],
  ['muted', ['bg', 'surface', 'gray-50', 'gray-100']],
  ['base-primary', ['bg', 'surface', 'gray-50', 'pink-light']],
  ['on-primary', ['base-primary', 'base-primary-hover']],
  ['secound-primary', ['bg', 'surface', 'gray-50', 'blue-light', 'purple-light', 'pink-light']],
  ['green', ['bg', 'surface', 'green-light']],
  ['red', ['bg', 'surface', 'red-light']],
  ['gray-primary', ['bg', 'surface', 'gray-50']],
  ['footer-text', ['footer-bg']],
  ['footer-heading', ['footer-bg']],
  ['footer-muted', ['footer-bg']],
];

const failures = (palette: Palette) =>
  TEXT_PAIRS.flatMap(([fg, backgrounds]) =>
    backgrounds
      .map((bg) => ({ pair: `${fg} on ${bg}`, ratio: Math.round(contrastRatio(palette[fg], palette[bg]) * 100) / 100 }))
      .filter(({ ratio }) => ratio < 4.5),
  );

describe('the palette (shared/palette.ts)', () => {
  it('computes WCAG contrast ratios as the standard does', () => {
    expect(contrastRatio('#000', '#fff')).to.equal(21);
    expect(contrastRatio('#777', '#777')).to.equal(1);
    // WebAIM's reference value for #767676 on white, the lightest gray that passes AA.
    expect(contrastRatio('#767676', '#ffffff')).to.be.closeTo(4.54, 0.01);
    expect(toHex(parseHex('#abc'))).to.equal('#aabbcc');
    expect(mix('#000000', '#ffffff', 0.5)).to.equal('#808080');
    expect(() => parseHex('red')).to.throw(/not a hex colour/);
  });

  for (const scheme of ['light', 'dark'] as const) {
    it(`passes WCAG AA for every text and background pair in ${scheme} mode`, () => {
      expect(failures(palettes()[scheme])).to.deep.equal([]);
    });
  }

  it('derives the primary colours from the site config: the brand red of spec §9 is the ramp’s 500', () => {
    expect(SITE_CONFIG.ui).to.deep.equal({ primary: 'basePrimary', gray: 'cool' });
    const red = ramp('#d64343');
    expect(red[500]).to.equal('#d64343');
    // Lighter shades towards white, darker towards black, in order.
    const shades = [50, 100, 200, 300, 400, 500, 600, 700, 800, 900, 950] as const;
    const lightness = shades.map((s) => parseHex(red[s]).reduce((a, b) => a + b, 0));
    expect(lightness).to.deep.equal([...lightness].sort((a, b) => b - a));
    expect(palettes().light['base-primary']).to.equal(red[600]);
    expect(palettes().light['text']).to.equal('#111827'); // cool gray 900
  });

  it('writes each mode once per selector: dark when chosen, or by the system unless light was chosen', () => {
    const css = paletteCss();
    expect(css).to.match(/^:root\{color-scheme:light;--bg:#ffffff;/);
    expect(css).to.include(':root[data-color-mode="dark"]{color-scheme:dark;');
    expect(css).to.include('@media (prefers-color-scheme:dark){:root:not([data-color-mode="light"]){color-scheme:dark;');
    for (const [token, value] of Object.entries(palettes().dark)) expect(css).to.include(`--${token}:${value}`);
  });
});
