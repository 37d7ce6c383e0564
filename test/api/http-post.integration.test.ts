import { expect } from 'chai';
import { MAX_ANSWER_BYTES, post } from '../../server/integrations/http-post.ts';
import { startFakeServer, type FakeServer } from '../helpers/fake-http.ts';

describe('integrations/http-post: the deadline and size cap every adapter relies on', () => {
  let server: FakeServer;
  afterEach(() => server?.close());

  const call = (timeoutMs = 2_000) => post({ url: `${server.url}/x`, body: '{"a":1}', contentType: 'application/json', timeoutMs });

  it('answers the status and body, and sends the body with its content type', async () => {
    server = await startFakeServer((_req, res) => {
      res.writeHead(424, { 'content-type': 'application/json' });
      res.end('{"ok":false}');
    });
    expect(await call()).to.deep.equal({ kind: 'answer', status: 424, body: '{"ok":false}' });
    expect(server.requests[0]).to.include({ method: 'POST', body: '{"a":1}' });
    expect(server.requests[0].headers['content-type']).to.equal('application/json');
  });

  it('times out a provider that sends its headers and then stalls in the body', async () => {
    server = await startFakeServer((_req, res) => {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.write('{"return":');
    });
    const started = Date.now();
    expect(await call(300)).to.deep.equal({ kind: 'timeout' });
    expect(Date.now() - started).to.be.below(2_000);
  });

  it('refuses an answer larger than the cap instead of buffering it', async () => {
    server = await startFakeServer((_req, res) => {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end('x'.repeat(MAX_ANSWER_BYTES + 1));
    });
    expect(await call()).to.deep.equal({ kind: 'unreachable', reason: 'answer too large' });
  });

  it('does not follow redirects (a provider never redirects an API call)', async () => {
    server = await startFakeServer((_req, res) => {
      res.writeHead(302, { location: 'http://127.0.0.1:9/elsewhere' });
      res.end();
    });
    expect((await call()).kind).to.equal('unreachable');
  });
});
