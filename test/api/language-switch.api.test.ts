import { expect } from 'chai';
import fc from 'fast-check';
import { startTestServer, type TestServer } from '../helpers/server.ts';
import { get } from '../helpers/http.ts';
import { hostileTarget, staysOn } from '../helpers/hostile-targets.ts';

// The switch reads only slugs: SQLite only.
{
  describe('the language switch never leaves the site', function () {
    this.timeout(120_000);
    let server: TestServer;
    before(async () => {
      server = await startTestServer();
    });
    after(() => server?.close());

    const switchTo = (locale: string, next: string) => get(server.url, `/lang/${locale}?next=${next}`);

    it('closes the two reported holes: the locale prefix taken off after the check', async () => {
      for (const [locale, next] of [
        ['en', '/en//evil.example'],
        ['fa', '/en/%5Cevil.example'],
        ['fa', '/en//evil.example'],
        ['en', '/en/%5C%5Cevil.example'],
      ]) {
        const res = await switchTo(locale, next);
        expect(res.status).to.equal(302);
        const location = res.headers.get('location')!;
        expect(staysOn(server.url, location), `${next} → ${location}`).to.equal(true);
      }
    });

    it('keeps the visitor on this site for every generated encoding', async () => {
      await fc.assert(
        fc.asyncProperty(hostileTarget, fc.constantFrom('fa', 'en'), async (target, locale) => {
          const res = await switchTo(locale, target);
          expect(res.status, target).to.equal(302);
          const location = res.headers.get('location') ?? '';
          expect(staysOn(server.url, location), `${JSON.stringify(target)} → ${location}`).to.equal(true);
          expect(location.startsWith(locale === 'en' ? '/en/' : '/'), location).to.equal(true);
        }),
        { numRuns: 300, seed: 6 },
      );
    });

    /** The Location of a switch, and the language cookie it set. */
    const switched = async (locale: string, next: string) => {
      const res = await switchTo(locale, encodeURIComponent(next));
      expect(res.status, next).to.equal(302);
      return { location: res.headers.get('location'), cookie: res.headers.get('set-cookie') ?? '' };
    };
    const slug = (text: string) => encodeURIComponent(text.replace(/\s+/g, '-'));

    it('lands on the same product, post and brand in the other language, with that language’s slug', async () => {
      const { catalog, content } = server.services;
      const product = { fa: (await catalog.productLabel(1, 'fa'))!, en: (await catalog.productLabel(1, 'en'))! };
      const postId = (await content.posts({ page: 1, pageSize: 1 }, 'fa')).items[0].id;
      const post = { fa: (await content.postName(postId, 'fa'))!, en: (await content.postName(postId, 'en'))! };
      expect(product.fa).to.not.equal(product.en);
      expect(post.fa).to.not.equal(post.en);
      const brand = (await catalog.brandLabel(1))!;

      const cases: [string, string, string][] = [
        ['en', `/pr/1/${slug(product.fa)}/`, `/en/pr/1/${slug(product.en)}/`],
        ['fa', `/en/pr/1/${slug(product.en)}/`, `/pr/1/${slug(product.fa)}/`],
        ['en', `/po/${postId}/${slug(post.fa)}/?page=2`, `/en/po/${postId}/${slug(post.en)}/?page=2`],
        ['fa', `/en/po/${postId}/${slug(post.en)}/`, `/po/${postId}/${slug(post.fa)}/`],
        ['en', `/brand/1/stale-label/`, `/en/brand/1/${slug(brand)}/`],
        ['fa', `/en/brand/1/${slug(brand)}/`, `/brand/1/${slug(brand)}/`],
        // Screens without a slug per language keep their path; a product that does not exist too.
        ['en', '/services/fire-alarm-system/', '/en/services/fire-alarm-system/'],
        ['fa', '/en/pr/987654/nothing/', '/pr/987654/nothing/'],
      ];
      for (const [locale, next, expected] of cases) {
        const { location, cookie } = await switched(locale, next);
        expect(location, `${locale} ← ${next}`).to.equal(expected);
        expect(cookie).to.match(new RegExp(`^i18n_redirected=${locale};`));
      }
    });

    it('lands on the same product after the switch: the twin page answers 200 with the other language’s name', async () => {
      const { location } = await switched('en', `/pr/1/${slug((await server.services.catalog.productLabel(1, 'fa'))!)}/`);
      const page = await get(server.url, location!);
      expect(page.status).to.equal(200);
      expect(page.text).to.include('<html lang="en-US" dir="ltr"');
      const { name } = await server.services.catalog.productInfo(1, 'en');
      expect(/<title>([^<]*)<\/title>/.exec(page.text)?.[1]).to.include(name);
    });

    it('sends a `next` that would leave the site to the home page', async () => {
      for (const next of ['https://evil.example/', '//evil.example/', '/\\evil.example/', '\\evil.example', 'javascript:alert(1)']) {
        expect((await switched('en', next)).location, next).to.equal('/en/');
        expect((await switched('fa', next)).location, next).to.equal('/');
      }
    });

    it('marks the language cookie Secure when the site is served over https', async () => {
      const plain = await switchTo('en', '/about/');
      expect(plain.headers.get('set-cookie'))
        .to.match(/^i18n_redirected=en;/)
        .and.not.match(/Secure/i);
      const https = await get(server.url, '/lang/en?next=/about/', { 'X-Forwarded-Proto': 'https' });
      expect(https.headers.get('set-cookie')).to.match(/;\s*Secure/i);
    });
  });
}
