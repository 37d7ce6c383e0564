import { expect } from 'chai';
import type { Locale } from '../../../../../shared/locale.ts';
import { twinPath, type SlugLookups } from '../../../../../server/http/navigation/twin-path.ts';

/** Product 5, post 7 and brand 3 exist; their slugs differ per language (the brand's label does not). */
const SLUGS: Record<string, Record<Locale, string>> = {
  'product:5': { fa: 'دوربین مداربسته', en: 'CCTV camera' },
  'post:7': { fa: 'راهنمای خرید', en: 'Buying guide' },
};

function lookups(fail = false): SlugLookups & { calls: string[] } {
  const calls: string[] = [];
  const answer = (key: string, locale: Locale) => {
    calls.push(`${key}:${locale}`);
    if (fail) throw new Error('database down');
    return SLUGS[key]?.[locale] ?? null;
  };
  return {
    calls,
    productLabel: async (id, locale) => answer(`product:${id}`, locale),
    postName: async (id, locale) => answer(`post:${id}`, locale),
    brandLabel: async (id) => (fail ? Promise.reject(new Error('database down')) : id === 3 ? 'hikvision' : null),
  };
}

const noError = (err: unknown) => {
  throw err;
};

describe('twinPath: the same page in the other language', () => {
  it('gives a product the other language’s slug, both ways', async () => {
    expect(await twinPath('/pr/5/%D8%AF%D9%88%D8%B1%D8%A8%DB%8C%D9%86/', 'en', lookups(), noError)).to.equal('/pr/5/CCTV-camera/');
    expect(await twinPath('/pr/5/CCTV-camera/', 'fa', lookups(), noError)).to.equal(`/pr/5/${encodeURIComponent('دوربین-مداربسته')}/`);
  });

  it('gives a post the other language’s name and a brand its label', async () => {
    expect(await twinPath('/po/7/anything/', 'en', lookups(), noError)).to.equal('/po/7/Buying-guide/');
    expect(await twinPath('/brand/3/old-label/', 'fa', lookups(), noError)).to.equal('/brand/3/hikvision/');
  });

  it('keeps every other path as it is, without a lookup', async () => {
    const l = lookups();
    for (const path of ['/', '/cat/cctv/', '/services/fire-alarm-system/', '/about/', '/search/', '/no-such-page/']) {
      expect(await twinPath(path, 'en', l, noError)).to.equal(path);
    }
    // A product id that is not a number is not a product page (the renderer answers 404 there).
    expect(await twinPath('/pr/abc/x/', 'en', l, noError)).to.equal('/pr/abc/x/');
    expect(l.calls).to.deep.equal([]);
  });

  it('keeps the path of a product that does not exist', async () => {
    expect(await twinPath('/pr/404/x/', 'en', lookups(), noError)).to.equal('/pr/404/x/');
  });

  it('keeps the path and reports the error when a lookup fails', async () => {
    const errors: unknown[] = [];
    expect(await twinPath('/pr/5/x/', 'en', lookups(true), (err) => errors.push(err))).to.equal('/pr/5/x/');
    expect(await twinPath('/brand/3/x/', 'en', lookups(true), (err) => errors.push(err))).to.equal('/brand/3/x/');
    expect(errors.map((e) => (e as Error).message)).to.deep.equal(['database down', 'database down']);
  });
});
