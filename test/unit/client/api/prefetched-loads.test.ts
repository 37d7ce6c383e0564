import { expect } from 'chai';
import { RouterContextProvider, type DataStrategyFunctionArgs, type DataStrategyResult, type RouteObject } from 'react-router';
import { dataStrategy, loadAhead } from '../../../../client/api/prefetched-loads.ts';

/** A site of one lazy screen, `/pr/:id/:label/`, whose loader counts its calls and answers `answer` (or fails with it). */
function site(answer: unknown, { fails = false } = {}) {
  const counts = { calls: 0, lazy: 0, params: [] as unknown[] };
  const loader = async ({ params }: { params: unknown }) => {
    counts.calls++;
    counts.params.push(params);
    if (fails) throw answer;
    return answer;
  };
  const routes: RouteObject[] = [
    {
      id: 'root',
      children: [
        { id: 'fa.home', index: true, lazy: async () => (counts.lazy++, { loader }) },
        { id: 'fa.product', path: 'pr/:id/:label', lazy: async () => (counts.lazy++, { loader }) },
      ],
    },
  ];
  // What react-router's match.resolve does for a navigation: run the loader, or the override given, and wrap the outcome.
  const match = (id: string) => ({
    route: { id },
    shouldLoad: true,
    resolve: async (override?: (load: () => unknown) => unknown): Promise<DataStrategyResult> => {
      const load = () => loader({ params: {} });
      try {
        return { type: 'data', result: await (override ? override(load) : load()) };
      } catch (error) {
        return { type: 'error', result: error };
      }
    },
  });
  return { counts, routes, match };
}

const navigate = (match: unknown, url: string, method = 'GET') =>
  dataStrategy({ matches: [match], request: new Request(url, { method }) } as unknown as DataStrategyFunctionArgs);
const ahead = (routes: RouteObject[], url: string) => loadAhead(routes, new URL(url), new RouterContextProvider());

describe('client/api/prefetched-loads', () => {
  it("loads a screen ahead (its code, then its loader with the address's params) and hands the answer to the next navigation there, once", async () => {
    const { counts, routes, match } = site({ product: 1 });
    await ahead(routes, 'http://site.test/pr/1/a/');
    expect(counts).to.deep.include({ lazy: 1, calls: 1 });
    expect(counts.params).to.deep.equal([{ id: '1', label: 'a' }]);
    expect(await navigate(match('fa.product'), 'http://site.test/pr/1/a/')).to.deep.equal({ 'fa.product': { type: 'data', result: { product: 1 } } });
    expect(counts.calls).to.equal(1);
    await navigate(match('fa.product'), 'http://site.test/pr/1/a/');
    expect(counts.calls).to.equal(2);
  });

  it('keeps a failed load quiet and lets the navigation meet the failure', async () => {
    const { routes, match } = site(new Error('gone'), { fails: true });
    await ahead(routes, 'http://site.test/pr/2/b/');
    const result = (await navigate(match('fa.product'), 'http://site.test/pr/2/b/'))['fa.product'];
    expect(result.type).to.equal('error');
    expect((result.result as Error).message).to.equal('gone');
  });

  it('matches the home page (an index route) with the navigation there', async () => {
    const { counts, routes, match } = site('home');
    await ahead(routes, 'http://site.test/');
    expect(await navigate(match('fa.home'), 'http://site.test/')).to.deep.equal({ 'fa.home': { type: 'data', result: 'home' } });
    expect(counts.calls).to.equal(1);
  });

  it('never serves an answer loaded ahead to a posted form, and drops it (the form may have changed what it said)', async () => {
    const { counts, routes, match } = site('contact page');
    await ahead(routes, 'http://site.test/pr/3/c/');
    await navigate(match('fa.product'), 'http://site.test/pr/3/c/', 'POST');
    expect(counts.calls).to.equal(2);
    await navigate(match('fa.product'), 'http://site.test/pr/3/c/');
    expect(counts.calls).to.equal(3);
  });

  it('runs loaders as usual for addresses not loaded ahead, and loads nothing for an address no screen has', async () => {
    const { counts, routes, match } = site('x');
    await ahead(routes, 'http://site.test/nowhere/at/all/');
    await navigate(match('fa.product'), 'http://site.test/pr/4/d/');
    expect(counts).to.deep.include({ lazy: 0, calls: 1 });
  });
});
