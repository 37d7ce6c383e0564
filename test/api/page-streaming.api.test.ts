import { expect } from 'chai';
import { startTestServer, type TestServer } from '../helpers/server.ts';
import { get } from '../helpers/http.ts';
import type { Services } from '../../server/services/index.ts';

/** A part of a page that React streamed after the shell: hidden until a script moves it into place. */
const STREAMED_PART = /<div hidden id="S:\d+">/;
const SKELETON = 'class="card skeleton"';
const TESTIMONIALS_BLOCK = 'id="deferred:fa.home.testimonials"';
const POSTS_BLOCK = 'id="deferred:fa.home.posts"';
/** A browser's page streams; a crawler's waits for everything (spec §8), so these requests say they are a browser. */
const BROWSER = { 'User-Agent': 'Mozilla/5.0 (Linux; Android 14) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Mobile Safari/537.36' };

/** Testimonials that answer only once `release()` is called: a slow part of the home page, as long as a test likes. */
function slowTestimonials() {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  const stub = (services: Services): Services => ({
    ...services,
    content: { ...services.content, testimonials: async (locale) => (await released, services.content.testimonials(locale)) },
  });
  return { stub, release: () => release() };
}

describe('parts below the fold: in place when ready with the page, streamed when slow', function () {
  this.timeout(60_000);

  describe('every part quick', () => {
    let server: TestServer;
    before(async () => (server = await startTestServer()));
    after(() => server?.close());

    it('sends the home page whole, with no placeholder and no script to swap a part in', async () => {
      const { text } = await get(server.url, '/', BROWSER);
      expect(text).to.include(POSTS_BLOCK).and.include(TESTIMONIALS_BLOCK);
      expect(text).to.not.match(STREAMED_PART);
      expect(text).to.not.include(SKELETON);
      expect(text).to.not.include('$RC(');
    });
  });

  describe('one part slow', () => {
    let server: TestServer;
    const slow = slowTestimonials();
    // Streaming is for pages rendered per visitor: a render for the page cache waits for every part (page-cache.api.test.ts).
    before(async () => (server = await startTestServer(undefined, { PAGE_CACHE: 'off' }, { stubServices: slow.stub })));
    after(() => server?.close());

    it('sends the page without waiting for it, and streams the part when it comes', async () => {
      const res = await fetch(server.url + '/', { headers: BROWSER });
      const reader = res.body!.pipeThrough(new TextDecoderStream()).getReader();
      let received = '';
      // The whole shell, down to its closing bootstrap script, arrives while the testimonials are still being fetched
      // (the document's closing tags come only after the last streamed part).
      const shellEnd = /<script type="module" src="\/assets\/entry\.client-\w+\.js"[^>]*><\/script>/;
      while (!shellEnd.test(received)) {
        const { value, done } = await reader.read();
        if (done) break;
        received += value;
      }
      expect(received).to.include(POSTS_BLOCK).and.include(SKELETON);
      expect(received).to.not.include(TESTIMONIALS_BLOCK);

      slow.release();
      for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read()) received += chunk.value;
      const afterShell = received.slice(received.search(shellEnd));
      expect(afterShell).to.match(STREAMED_PART).and.include(TESTIMONIALS_BLOCK);
      expect(received.trimEnd()).to.match(/<\/html>$/);
    });
  });
});
