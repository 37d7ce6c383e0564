import { expect } from 'chai';
import { isStandalone } from '../../../../client/pwa/install-prompt.ts';
import { newerBuildOut } from '../../../../client/pwa/build-check.ts';
import { BUILD_CHECK_MS, SW_UPDATE_CHECK_MS } from '../../../../client/pwa/constants.ts';

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
});
