import { expect } from 'chai';
import { classMatcher, pruneCss } from '../../../scripts/critical-css.ts';

describe('scripts/critical-css: what a page inlines of the stylesheet', () => {
  const only =
    (...names: string[]) =>
    (name: string) =>
      names.includes(name);

  it('keeps a rule when one of its selectors needs only classes in use', () => {
    expect(pruneCss('.a .b{x:1}.a,.c{x:2}.c{x:3}', only('a', 'b'))).to.equal('.a .b{x:1}.a,.c{x:2}');
  });

  it('does not require what is inside :not(), :is() or an attribute selector', () => {
    expect(pruneCss('.a:not(.z){x:1}.a:is(.y,.z){x:2}.a[class~=".q"]{x:3}', only('a'))).to.equal('.a:not(.z){x:1}.a:is(.y,.z){x:2}.a[class~=".q"]{x:3}');
  });

  it('keeps element rules and @font-face, filters inside @media, and drops print rules and unused keyframes', () => {
    const css =
      'body{m:0}@font-face{font-family:V}@media(min-width:9px){.a{x:1}.b{x:2}}@media print{.a{x:3}}@keyframes k{to{o:1}}@keyframes q{to{o:0}}.a{animation:k 1s}';
    expect(pruneCss(css, only('a'))).to.equal('body{m:0}@font-face{font-family:V}@media(min-width:9px){.a{x:1}}@keyframes k{to{o:1}}.a{animation:k 1s}');
  });

  it('reads class names from string literals only, with template prefixes', () => {
    const used = classMatcher(['const card = x; f({className:`toast toast--${kind}`}); g("site-header")']);
    expect(['toast', 'toast--error', 'site-header'].every(used)).to.equal(true);
    expect(used('card')).to.equal(false);
  });
});
