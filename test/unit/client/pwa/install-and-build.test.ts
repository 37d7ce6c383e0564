import { mock } from 'node:test';
import { expect } from 'chai';
import { isStandalone } from '../../../../client/pwa/install-prompt.ts';
import { newerBuildOut, watchBuild } from '../../../../client/pwa/build-check.ts';
import { BUILD_CHECK_MS, BUILD_INFO_URL, SW_UPDATE_CHECK_MS } from '../../../../client/pwa/constants.ts';

const windowWith = (standaloneQuery: boolean, iosStandalone?: boolean) =>
  ({
    matchMedia: (q: string) => ({ matches: standaloneQuery && q === '(display-mode: standalone)' }),
    navigator: iosStandalone === undefined ? {} : { standalone: iosStandalone },
  }) as unknown as Window;

const answering = (status: number, body: unknown) => (async () => new Response(JSON.stringify(body), { status })) as unknown as typeof fetch;

describe('the installed app and newer builds', () => {
  it('knows it runs installed from the display mode or from iOS’s own flag', () => {
    expect(isStandalone(windowWith(true))).to.equal(true);
    expect(isStandalone(windowWith(false, true))).to.equal(true);
    expect(isStandalone(windowWith(false, false))).to.equal(false);
    expect(isStandalone(windowWith(false))).to.equal(false);
  });

  it('uses the intervals of spec §9', () => {
    expect(BUILD_CHECK_MS).to.equal(3_600_000);
    expect(SW_UPDATE_CHECK_MS).to.equal(20_000);
  });

  it('sees a newer build only when /build.json names another id', async () => {
    expect(await newerBuildOut('abc', answering(200, { id: 'def' }))).to.equal(true);
    expect(await newerBuildOut('abc', answering(200, { id: 'abc' }))).to.equal(false);
    expect(await newerBuildOut('abc', answering(200, {}))).to.equal(false);
    expect(await newerBuildOut('abc', answering(404, { id: 'def' }))).to.equal(false);
    const offline = (async () => Promise.reject(new TypeError('Failed to fetch'))) as unknown as typeof fetch;
    expect(await newerBuildOut('abc', offline)).to.equal(false);
  });

  describe('the hourly check', () => {
    beforeEach(() => mock.timers.enable({ apis: ['setInterval'] }));
    afterEach(() => mock.timers.reset());

    /** A /build.json that names each answer's id in turn (`null`: the network fails), recording what was asked. */
    function buildServer(...ids: (string | null)[]) {
      const asked: { url: string; cache: RequestCache | undefined }[] = [];
      const fetchImpl = (async (url: string, init?: RequestInit) => {
        asked.push({ url, cache: init?.cache });
        const id = ids[Math.min(asked.length, ids.length) - 1];
        if (id === null) throw new TypeError('Failed to fetch');
        return { ok: true, json: async () => ({ id }) };
      }) as unknown as typeof fetch;
      return { asked, fetchImpl };
    }
    /** One hour passes, and the check it started has its answer (the answer is a few promises away). */
    const anHour = async () => {
      mock.timers.tick(BUILD_CHECK_MS);
      await new Promise((resolve) => setImmediate(resolve));
    };

    it('asks /build.json uncached once an hour, and offers a reload only once another build is out, then stops asking', async () => {
      const server = buildServer('abc', null, 'def');
      let offers = 0;
      watchBuild('abc', () => offers++, server.fetchImpl);

      mock.timers.tick(BUILD_CHECK_MS - 1);
      expect(server.asked, 'nothing before the hour').to.deep.equal([]);
      mock.timers.tick(1);
      await new Promise((resolve) => setImmediate(resolve));
      expect(server.asked).to.deep.equal([{ url: BUILD_INFO_URL, cache: 'no-store' }]);
      expect(offers, 'the same build').to.equal(0);

      await anHour();
      expect(offers, 'no network: no offer').to.equal(0);
      await anHour();
      expect(offers, 'a newer build').to.equal(1);
      await anHour();
      await anHour();
      expect({ asked: server.asked.length, offers }, 'offered once, then no more asking').to.deep.equal({ asked: 3, offers: 1 });
    });

    it('asks no more once stopped', async () => {
      const server = buildServer('def');
      let offers = 0;
      const stop = watchBuild('abc', () => offers++, server.fetchImpl);
      stop();
      await anHour();
      expect({ asked: server.asked.length, offers }).to.deep.equal({ asked: 0, offers: 0 });
    });
  });
});
