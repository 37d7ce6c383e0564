import { expect } from 'chai';
import { ownHosts, siteOrigin } from '../../../../server/http/site-origin.ts';

/** Just what siteOrigin reads of a request. */
const request = (host: string | undefined, protocol = 'http', localPort = 3000) =>
  ({
    protocol,
    get: (name: string) => (name.toLowerCase() === 'host' ? host : undefined),
    socket: { localPort },
  }) as unknown as Parameters<typeof siteOrigin>[1];

const none = { PUBLIC_ORIGIN: undefined, ALLOWED_HOSTS: [] as string[] };
const configured = { PUBLIC_ORIGIN: 'https://negahban.ir', ALLOWED_HOSTS: ['www.negahban.ir', 'negahban.com:8443'] };

describe('server/http/site-origin: whose name goes into absolute URLs', () => {
  it('without configuration, uses only a local Host, and says it is not configured', () => {
    expect(siteOrigin(none, request('127.0.0.1:3000'))).to.deep.equal({ origin: 'http://127.0.0.1:3000', configured: false });
    expect(siteOrigin(none, request('LOCALHOST:8080'))).to.deep.equal({ origin: 'http://localhost:8080', configured: false });
    for (const host of ['evil.example', 'a b', undefined, '127.0.0.1.evil.example']) {
      expect(siteOrigin(none, request(host, 'http', 4000)).origin, String(host)).to.equal('http://localhost:4000');
    }
  });

  it('with PUBLIC_ORIGIN and ALLOWED_HOSTS, names a listed host when asked for it, else PUBLIC_ORIGIN', () => {
    expect(siteOrigin(configured, request('www.negahban.ir'))).to.deep.equal({ origin: 'https://www.negahban.ir', configured: true });
    expect(siteOrigin(configured, request('negahban.com:8443')).origin).to.equal('https://negahban.com:8443');
    expect(siteOrigin(configured, request('negahban.ir')).origin).to.equal('https://negahban.ir');
    for (const host of ['evil.example', 'localhost', undefined]) expect(siteOrigin(configured, request(host)).origin).to.equal('https://negahban.ir');
  });

  it("lists the hosts writes may come from: configured ones and the request's usable own", () => {
    expect(ownHosts(configured, request('a b'))).to.deep.equal(['www.negahban.ir', 'negahban.com:8443', 'negahban.ir']);
    expect(ownHosts(none, request('Shop.Example'))).to.deep.equal(['shop.example']);
  });
});
