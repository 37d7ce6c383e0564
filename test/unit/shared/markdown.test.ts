import { expect } from 'chai';
import { parseInline, parseMarkdown } from '../../../shared/markdown.ts';

describe('shared/markdown: the Markdown posts are written in, as data', () => {
  it('reads paragraphs separated by blank lines as before (a single line break is a space)', () => {
    expect(parseMarkdown('first line\nsame paragraph\n\n\nsecond')).to.deep.equal([
      { t: 'p', c: [{ t: 'text', v: 'first line same paragraph' }] },
      { t: 'p', c: [{ t: 'text', v: 'second' }] },
    ]);
  });

  it('reads headings, lists and quotes', () => {
    expect(parseMarkdown('## Title\n\n- a\n- b\n\n1. x\n2. y\n\n> said').map((b) => b.t)).to.deep.equal(['h', 'ul', 'ol', 'quote']);
    expect(parseMarkdown('# one hash is a paragraph')[0].t).to.equal('p');
  });

  it('keeps HTML as text and links only to the web, e-mail and the site', () => {
    expect(parseInline('<b>x</b> **y** `z`')).to.deep.equal([
      { t: 'text', v: '<b>x</b> ' },
      { t: 'strong', c: [{ t: 'text', v: 'y' }] },
      { t: 'text', v: ' ' },
      { t: 'code', v: 'z' },
    ]);
    expect(
      parseInline('[a](https://x.ir) [b](/cat/x/) [c](javascript:alert(1)) [d](//evil.example)')
        .filter((i) => i.t === 'link')
        .map((i) => (i as { href: string }).href),
    ).to.deep.equal(['https://x.ir', '/cat/x/']);
  });
});
