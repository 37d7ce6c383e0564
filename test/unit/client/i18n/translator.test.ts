import { expect } from 'chai';
import type { TFunction } from 'i18next';
import { createI18n, readLocaleResources } from '../../../../server/i18n.ts';
import { createTranslator, type Messages } from '../../../../client/i18n/translator.ts';
import { LOCALES } from '../../../../shared/locale.ts';

const resources = readLocaleResources();
const copy = (): Messages => structuredClone(resources);
const browser = (messages: Messages = copy(), load = async (_lng: string, _ns: string): Promise<Record<string, unknown>> => ({})) =>
  createTranslator({ language: 'fa', fallbackLanguage: 'fa', defaultNamespace: 'common', messages, load });

/** Every key of a namespace, plural forms folded into their base key. */
function keysOf(bundle: Record<string, unknown>, prefix = ''): string[] {
  return [
    ...new Set(
      Object.entries(bundle).flatMap(([k, v]) => {
        const key = prefix + k.replace(/_(zero|one|two|few|many|other)$/, '');
        return v && typeof v === 'object' && !Array.isArray(v) ? [key, ...keysOf(v as Record<string, unknown>, `${key}.`)] : [key];
      }),
    ),
  ];
}

/** Values for every {{variable}} a message names (numbers where it formats them). */
function valuesFor(text: string): Record<string, unknown> {
  const values: Record<string, unknown> = {};
  for (const [, inner] of text.matchAll(/\{\{(.+?)\}\}/g)) {
    const [name = '', format] = inner!.split(',').map((s) => s.trim());
    values[name] = format ? 1234567.5 : `«${name}»`;
  }
  return values;
}

describe('client/i18n/translator: what the browser shows is what i18next rendered on the server', () => {
  let server: Awaited<ReturnType<typeof createI18n>>;
  before(async () => {
    server = await createI18n(resources);
  });

  for (const lng of LOCALES) {
    it(`gives i18next's text for every key of every namespace in ${lng}, plurals and numbers included`, async () => {
      // As in a request: i18next speaks the page's language (i18next-http-middleware's clone does the same).
      await server.changeLanguage(lng);
      const ours = browser();
      ours.language = lng;
      let compared = 0;
      for (const [ns, bundle] of Object.entries(resources[lng]!)) {
        const theirs: TFunction = server.getFixedT(lng, [ns, 'common']);
        const t = ours.tFor([ns, 'common']);
        for (const key of keysOf(bundle)) {
          const raw = JSON.stringify(bundle[key.split('.')[0]!] ?? '');
          for (const extra of [{}, { count: 0 }, { count: 1 }, { count: 2 }, { count: 21 }, { returnObjects: true }]) {
            const options = { ...valuesFor(raw), ...extra };
            expect(t(key, options), `${lng} ${ns}:${key} ${JSON.stringify(extra)}`).to.deep.equal(theirs(key, options));
            compared++;
          }
        }
      }
      expect(compared).to.be.greaterThan(1000);
    });
  }

  it('reads another namespace with ns:key, falls back through a list of namespaces, and answers a missing key as i18next does', async () => {
    await server.changeLanguage('fa');
    const t = browser().tFor(['content', 'common']);
    const theirs = server.getFixedT('fa', ['content', 'common']);
    for (const [key, options] of [
      ['cart:basket.items', { count: 3, formatted: '۳' }],
      ['nav.products', {}],
      ['no.such.key', {}],
      ['errors:fields.nothing', { defaultValue: 'mobile' }],
      ['cart:basket.items', { count: 3 }],
      ['cart:basket.items', { count: 3, formatted: undefined }],
      ['nav', {}],
    ] as const) {
      expect(t(key, options), key).to.deep.equal(theirs(key, options));
    }
  });

  it('uses key_zero for a count of 0 and leaves a variable nobody passed as written, as i18next does', async () => {
    const bundle = { items_zero: 'nothing', items_one: '{{count}} item', items_other: '{{count}} items', left: '{{n, number}} left {{missing}}' };
    const synthetic = { fa: { common: bundle }, en: { common: bundle } };
    const theirs = (await createI18n(synthetic)).getFixedT('en', 'common');
    const ours = browser(structuredClone(synthetic));
    ours.language = 'en';
    const t = ours.tFor('common');
    for (const [key, options] of [
      ['items', { count: 0 }],
      ['items', { count: 1 }],
      ['items', { count: 5 }],
      ['left', { n: 12000 }],
      ['left', { n: 3, missing: undefined }],
    ] as const) {
      expect(t(key, options), `${key} ${JSON.stringify(options)}`).to.equal(theirs(key, options));
    }
    expect(t('items', { count: 0 })).to.equal('nothing');
  });

  it('loads a namespace once however many ask at once, and tells its listeners when it arrives', async () => {
    const asked: string[] = [];
    const ours = browser({ fa: { common: { hi: 'سلام' } } }, async (lng, ns) => {
      asked.push(`${lng}/${ns}`);
      return { title: `${ns} in ${lng}` };
    });
    let heard = 0;
    ours.subscribe(() => heard++);
    expect(ours.hasLoadedNamespace('cart')).to.equal(false);
    await Promise.all([ours.loadNamespaces('cart'), ours.loadNamespaces(['cart', 'common'])]);
    expect(asked).to.deep.equal(['fa/cart']);
    expect(heard).to.equal(1);
    expect(ours.tFor('cart')('title')).to.equal('cart in fa');
  });

  it('switches language after fetching, in the new language, every namespace read so far', async () => {
    const asked: string[] = [];
    const ours = browser({ fa: { common: { hi: 'سلام' }, cart: { hi: 'سبد' } } }, async (lng, ns) => {
      asked.push(`${lng}/${ns}`);
      return { hi: `${ns} in ${lng}` };
    });
    const t = ours.tFor(['cart']);
    await ours.changeLanguage('en');
    expect(asked.sort()).to.deep.equal(['en/cart', 'en/common']);
    expect(ours.language).to.equal('en');
    expect(t('hi')).to.equal('cart in en');
  });

  it('shows the keys of a namespace that failed to load, and asks again next time', async () => {
    let calls = 0;
    const ours = browser({ fa: {} }, async () => {
      calls++;
      throw new Error('offline');
    });
    const errors: unknown[] = [];
    const original = console.error;
    console.error = (...args: unknown[]) => errors.push(args);
    try {
      await ours.loadNamespaces('cart');
      await ours.loadNamespaces('cart');
    } finally {
      console.error = original;
    }
    expect(calls).to.equal(2);
    expect(errors).to.have.length(2);
    expect(ours.tFor('cart')('basket.title')).to.equal('basket.title');
  });
});
