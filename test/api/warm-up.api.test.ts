import { expect } from 'chai';
import { startTestServer, type TestServer } from '../helpers/server.ts';
import { captureLog } from '../helpers/capture-log.ts';

describe('the warm-up at start (WARM_UP=on)', function () {
  this.timeout(60_000);
  let server: TestServer | undefined;
  after(() => server?.close());

  it('renders the home page in both languages before the port opens, and keeps none of it', async () => {
    const { log, lines } = captureLog('info');
    server = await startTestServer(undefined, { WARM_UP: 'on' }, { log });
    const messages = lines().map((l) => l.msg);
    const warmed = lines().find((l) => l.msg === 'warmed up');
    expect(warmed?.pages).to.deep.equal(['/', '/en/']);
    expect(messages.indexOf('warmed up')).to.be.lessThan(messages.indexOf('listening'));
    // Both answered 200 through the whole stack (a failing one is logged as "warm-up: ...").
    expect(messages.filter((msg) => String(msg).startsWith('warm-up:'))).to.deep.equal([]);
    // Rendered on a listener of its own, whose address must never reach a visitor: the first visitor's page is a
    // render of its own (a miss), naming the site's address.
    for (const path of ['/', '/en/']) {
      const res = await fetch(server.url + path);
      const html = await res.text();
      expect([path, res.headers.get('x-page-cache')]).to.deep.equal([path, 'miss']);
      expect(html).to.include(server.url);
    }
  });
});
