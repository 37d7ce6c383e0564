import { expect } from 'chai';
import fc from 'fast-check';
import { startTestServer, type TestServer } from '../helpers/server.ts';
import { get } from '../helpers/http.ts';
import { hostileTarget, staysOn } from '../helpers/hostile-targets.ts';

// The switch reads no data: SQLite only.
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
      for (const [locale, next] of [['en', '/en//evil.example'], ['fa', '/en/%5Cevil.example'], ['fa', '/en//evil.example'], ['en', '/en/%5C%5Cevil.example']]) {
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

    it('marks the language cookie Secure when the site is served over https', async () => {
      const plain = await switchTo('en', '/about/');
      expect(plain.headers.get('set-cookie')).to.not.match(/Secure/i);
      const https = await get(server.url, '/lang/en?next=/about/', { 'X-Forwarded-Proto': 'https' });
      expect(https.headers.get('set-cookie')).to.match(/;\s*Secure/i);
    });
  });
}
