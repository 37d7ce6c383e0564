import { expect } from 'chai';
import { isLocalHost, parseHost } from '../../../../server/lib/host.ts';
import { pathAndQuery } from '../../../../server/http/request-target.ts';

describe('server/lib/host: Host headers as a visitor sends them', () => {
  it('accepts names, addresses and ports, lowercased', () => {
    expect(parseHost('Negahban.IR')).to.equal('negahban.ir');
    expect(parseHost('localhost:3000')).to.equal('localhost:3000');
    expect(parseHost('127.0.0.1')).to.equal('127.0.0.1');
    expect(parseHost('[::1]:8080')).to.equal('[::1]:8080');
  });

  it('refuses what no URL can be built from', () => {
    for (const bad of [
      '',
      ' ',
      'a b',
      '[::1',
      'evil.example/x',
      'u@evil.example',
      'localhost:99999',
      'a..b',
      '-a.example',
      '1.2.3.999',
      'a\tb',
      'x'.repeat(300),
      undefined,
    ]) {
      expect(parseHost(bad), JSON.stringify(bad)).to.equal(null);
    }
  });

  it('knows the addresses that reach only this machine', () => {
    for (const local of ['localhost', 'localhost:3000', '127.0.0.1:80', '[::1]']) expect(isLocalHost(local), local).to.equal(true);
    for (const other of ['localhost.evil.example', '127.0.0.1.evil.example', 'negahban.ir']) expect(isLocalHost(other), other).to.equal(false);
  });

  it('takes the path and query of a request target, dropping an absolute-form scheme and host', () => {
    expect(pathAndQuery('/about/?a=1')).to.equal('/about/?a=1');
    expect(pathAndQuery('http://other.example/about/?a=1')).to.equal('/about/?a=1');
    expect(pathAndQuery('http://other.example')).to.equal('/');
    expect(pathAndQuery('//evil.example/x')).to.equal('//evil.example/x');
    expect(pathAndQuery('*')).to.equal('/*');
  });
});
