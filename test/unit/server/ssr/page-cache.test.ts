import { expect } from 'chai';
import { pageCache } from '../../../../server/ssr/page-cache.ts';
import { nonceDocument } from '../../../../server/ssr/nonce-document.ts';

const doc = (text: string) => nonceDocument(Buffer.from(text), 'placeholder');

describe('page cache (memory, bounded by bytes)', () => {
  it('drops the least recently used page once over its bound', () => {
    const one = doc('a'.repeat(1000));
    const cache = pageCache(one.bytes * 2);
    cache.set('a', one, cache.generation());
    cache.set('b', doc('b'.repeat(1000)), cache.generation());
    cache.get('a');
    cache.set('c', doc('c'.repeat(1000)), cache.generation());
    expect([cache.get('a'), cache.get('b'), cache.get('c')].map(Boolean)).to.deep.equal([true, false, true]);
    expect(cache.stats().bytes).to.be.at.most(one.bytes * 2);
  });

  it('does not keep a render that began before a clear', () => {
    const cache = pageCache();
    const started = cache.generation();
    cache.clear();
    cache.set('a', doc('old'), started);
    expect(cache.get('a')).to.equal(undefined);
    cache.set('a', doc('new'), cache.generation());
    expect(cache.get('a')).to.not.equal(undefined);
  });

  it('uses a placeholder no two processes share', () => {
    expect(pageCache().placeholder).to.not.equal(pageCache().placeholder);
  });
});
