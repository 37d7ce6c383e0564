import { expect } from 'chai';
import { localizePath, splitLocale } from '../../../shared/locale.ts';

describe('shared/locale', () => {
  it('splits the /en prefix off a path, whole segments only', () => {
    expect(splitLocale('/')).to.deep.equal({ locale: 'fa', path: '/' });
    expect(splitLocale('/about/')).to.deep.equal({ locale: 'fa', path: '/about/' });
    expect(splitLocale('/en')).to.deep.equal({ locale: 'en', path: '/' });
    expect(splitLocale('/en/')).to.deep.equal({ locale: 'en', path: '/' });
    expect(splitLocale('/en/pr/1/x/')).to.deep.equal({ locale: 'en', path: '/pr/1/x/' });
    expect(splitLocale('/english/')).to.deep.equal({ locale: 'fa', path: '/english/' });
  });

  it('gives internal links the locale prefix in English only, and leaves other targets alone', () => {
    expect(localizePath('/about/', 'fa')).to.equal('/about/');
    expect(localizePath('/about/', 'en')).to.equal('/en/about/');
    expect(localizePath('/', 'en')).to.equal('/en/');
    for (const other of ['https://example.com/', '//cdn.example.com/x', '#top', 'mailto:a@b.c', 'tel:+98']) {
      expect(localizePath(other, 'en')).to.equal(other);
    }
  });
});
