import { expect } from 'chai';
import type { Page } from 'puppeteer-core';
import { browserSuite, SitePage } from '../helpers/browser.ts';
import { startWorkerProxy, type WorkerProxy } from '../helpers/worker-proxy.ts';

const PHONE = { width: 390, height: 844 };

/**
 * What the proxy appends to /sw.js to play a new build: byte-different, and a worker of this build answers the page
 * that asks which build it is (the site's own worker ignores the question, its messages carry a `type`).
 */
const NEW_BUILD = `
// build 2
self.addEventListener('message', (event) => { if (event.data === 'build?') event.ports[0]?.postMessage('build 2'); });
`;

/** Which build the worker controlling the page says it is: 'build 2', or 'none' without a controller or an answer. */
function controllerBuild(page: Page): Promise<string> {
  return page.evaluate(
    () =>
      new Promise<string>((resolve) => {
        const worker = navigator.serviceWorker.controller;
        if (!worker) return resolve('none');
        const channel = new MessageChannel();
        channel.port1.onmessage = (event) => resolve(String(event.data));
        worker.postMessage('build?', [channel.port2]);
        // Only an old worker never answers; a new one does at once.
        setTimeout(() => resolve('none'), 5_000);
      }),
  );
}

/** Counts the documents this tab loaded (session storage outlives a reload), so a reload cannot go unseen. */
function countLoads() {
  try {
    sessionStorage.setItem('loads', String(Number(sessionStorage.getItem('loads') ?? 0) + 1));
  } catch {
    // about:blank has no storage
  }
}

describe('the installable app, updated', function () {
  this.timeout(90_000);
  const suite = browserSuite();
  let proxy: WorkerProxy;
  before(async () => (proxy = await startWorkerProxy(suite.server.url)));
  after(async () => proxy?.close());

  it('reloads a page the worker controls once a new /sw.js is out, found by the 20 s check; the first visit never reloads', async () => {
    const site = await SitePage.open(suite.browser, proxy.url, PHONE, { serviceWorker: true });
    await site.page.evaluateOnNewDocument(countLoads);

    // The first visit: the worker installs and takes the page over, which must not reload it.
    await site.visit('/');
    await site.page.waitForFunction(() => navigator.serviceWorker.controller !== null && document.documentElement.dataset.offlineReady === 'true', {
      timeout: 20_000,
    });
    await site.markWindow();

    // A new build is deployed. Nothing else happens in the page: only its own check every 20 s can find it.
    const seenBefore = proxy.scriptRequests.length;
    const reloaded = site.page.waitForNavigation({ waitUntil: 'load', timeout: 45_000 });
    proxy.publish(NEW_BUILD);
    await reloaded;
    await site.hydrated();

    expect(await site.windowMarked(), 'a new document').to.equal(false);
    expect(await site.page.evaluate(() => sessionStorage.getItem('loads')), 'the first visit, then one reload for the update').to.equal('2');
    expect(await controllerBuild(site.page), 'the reloaded page is controlled by the new worker').to.equal('build 2');

    // How it was found: the page fetched the script uncached, then had the browser update the registration.
    const [check, update] = proxy.scriptRequests.slice(seenBefore);
    expect(check, 'the page asked for /sw.js itself, uncached').to.include({ byWorker: false, cacheControl: 'no-cache', published: true });
    expect(update, 'then the browser fetched the worker anew').to.include({ byWorker: true, published: true });
    expect(site.problems).to.deep.equal([]);
    await site.page.browserContext().close();
  });
});
