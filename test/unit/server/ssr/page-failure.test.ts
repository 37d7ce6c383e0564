import { expect } from 'chai';
import type { TFunction } from 'i18next';
import { isCrawler, notFoundDocument } from '../../../../server/ssr/page-failure.ts';

const t = ((key: string) =>
  ({ 'notFound.title': 'Page <not> found', 'notFound.text': 'Gone & moved', 'notFound.home': 'Home' })[key] ?? key) as unknown as TFunction;

describe('a page that failed (server/ssr/page-failure.ts)', () => {
  it('tells crawlers from browsers by their user agent', () => {
    expect(isCrawler('Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)')).to.equal(true);
    expect(isCrawler('Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36')).to.equal(false);
    expect(isCrawler(undefined)).to.equal(false);
  });

  it('writes the bare 404 document in the page’s language and direction, its words escaped', () => {
    const en = notFoundDocument(t, 'en');
    expect(en).to.match(/^<!doctype html><html lang="en-US" dir="ltr">/);
    expect(en).to.include('<h1>Page &#60;not&#62; found</h1><p>Gone &#38; moved</p><a class="button" href="/en/">Home</a>');
    expect(en).to.include('src="/images/404.svg"');
    const fa = notFoundDocument(t, 'fa');
    expect(fa).to.match(/^<!doctype html><html lang="fa-IR" dir="rtl">/);
    expect(fa).to.include('src="/images/404-fa.svg"');
    expect(fa).to.include('href="/">');
  });
});
