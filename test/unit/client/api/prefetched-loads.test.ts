import { expect } from 'chai';
import type { DataStrategyFunctionArgs, DataStrategyResult } from 'react-router';
import { dataStrategy, PREFETCH_FETCHER } from '../../../../client/api/prefetched-loads.ts';

/** A screen route whose loader counts its calls and answers `answer` (or fails with it). */
function screen(answer: unknown, { fails = false } = {}) {
  const route = { calls: 0 };
  const loader = async () => {
    route.calls++;
    if (fails) throw answer;
    return answer;
  };
  // What react-router's match.resolve does: run the loader, or the override given the loader, and wrap the outcome.
  const match = {
    route: { id: 'fa.product' },
    shouldLoad: true,
    resolve: async (override?: (load: () => unknown) => unknown): Promise<DataStrategyResult> => {
      try {
        return { type: 'data', result: await (override ? override(loader) : loader()) };
      } catch (error) {
        return { type: 'error', result: error };
      }
    },
  };
  return { route, match };
}

const run = (match: unknown, url: string, { fetcherKey = null as string | null, method = 'GET' } = {}) =>
  dataStrategy({ matches: [match], request: new Request(url, { method }), fetcherKey } as unknown as DataStrategyFunctionArgs);

describe('client/api/prefetched-loads', () => {
  it('gives a prefetch nothing, then hands its answer to the next navigation there, once', async () => {
    const url = 'http://site.test/pr/1/a/';
    const { route, match } = screen({ product: 1 });
    expect(await run(match, url, { fetcherKey: `${PREFETCH_FETCHER}/pr/1/a/` })).to.deep.equal({ 'fa.product': { type: 'data', result: null } });
    expect(await run(match, url)).to.deep.equal({ 'fa.product': { type: 'data', result: { product: 1 } } });
    expect(route.calls).to.equal(1);
    await run(match, url);
    expect(route.calls).to.equal(2);
  });

  it('keeps a failed prefetch quiet and lets the navigation meet the failure', async () => {
    const url = 'http://site.test/pr/2/b/';
    const { match } = screen(new Error('gone'), { fails: true });
    expect(await run(match, url, { fetcherKey: `${PREFETCH_FETCHER}x` })).to.deep.equal({ 'fa.product': { type: 'data', result: null } });
    const result = (await run(match, url))['fa.product'];
    expect(result.type).to.equal('error');
    expect((result.result as Error).message).to.equal('gone');
  });

  it('matches a prefetch of an index route (?index) with the navigation there', async () => {
    const { route, match } = screen('home');
    await run(match, 'http://site.test/?index', { fetcherKey: `${PREFETCH_FETCHER}/` });
    expect(await run(match, 'http://site.test/')).to.deep.equal({ 'fa.product': { type: 'data', result: 'home' } });
    expect(route.calls).to.equal(1);
  });

  it('never serves a prefetched answer to a posted form, and drops it (the form may have changed what it said)', async () => {
    const { route, match } = screen('contact page');
    await run(match, 'http://site.test/st/contactus/', { fetcherKey: `${PREFETCH_FETCHER}/st/contactus/` });
    await run(match, 'http://site.test/st/contactus/', { method: 'POST' });
    expect(route.calls).to.equal(2);
    await run(match, 'http://site.test/st/contactus/');
    expect(route.calls).to.equal(3);
  });

  it('runs loaders as usual for other fetchers and for addresses not loaded ahead', async () => {
    const { route, match } = screen('x');
    await run(match, 'http://site.test/about/', { fetcherKey: 'like' });
    await run(match, 'http://site.test/about/');
    expect(route.calls).to.equal(2);
  });
});
