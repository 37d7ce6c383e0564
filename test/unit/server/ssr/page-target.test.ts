import { expect } from 'chai';
import { pageTarget } from '../../../../server/ssr/page-target.ts';

describe('server/ssr/page-target', () => {
  it("keeps of the query only what the page's screen reads, and every page's language, in their order", () => {
    expect(pageTarget('/?r=1')).to.equal('/');
    expect(pageTarget('/en/about/?utm_source=x&lang=en')).to.equal('/en/about/?lang=en');
    expect(pageTarget('/search/?utm=1&q=%D8%AF%D9%88%D8%B1%D8%A8%DB%8C%D9%86&sort=newest&r=2&page=2')).to.equal(
      '/search/?q=%D8%AF%D9%88%D8%B1%D8%A8%DB%8C%D9%86&sort=newest&page=2',
    );
    expect(pageTarget('/en/cat/cameras/?page=3&x=y')).to.equal('/en/cat/cameras/?page=3');
    expect(pageTarget('/st/blog/?category=2&fbclid=abc')).to.equal('/st/blog/?category=2');
    expect(pageTarget('/loginRegister/?back=%2Fbasket%2F&x=1')).to.equal('/loginRegister/?back=%2Fbasket%2F');
  });

  it('keeps a path without a query as it is, and gives a path no screen claims no query', () => {
    expect(pageTarget('/en/pr/5/Camera/')).to.equal('/en/pr/5/Camera/');
    // A product page shows the model its address names.
    expect(pageTarget('/en/pr/5/Camera/?item=12&r=1')).to.equal('/en/pr/5/Camera/?item=12');
    expect(pageTarget('/no/such/page/?q=1')).to.equal('/no/such/page/');
    // An absolute-form target answers as the site itself.
    expect(pageTarget('http://evil.example/about/?r=1')).to.equal('/about/');
  });
});
