import { expect } from 'chai';
import { isCacheable, isPagePath, isPublicApiRead, type Answer } from '../../../shared/cache-rules.ts';

const api = (pathname: string, over: Partial<Answer> = {}): Answer => ({
  kind: 'api',
  method: 'GET',
  pathname,
  status: 200,
  cacheControl: 'no-cache',
  ...over,
});
const page = (pathname: string, over: Partial<Answer> = {}): Answer => ({
  kind: 'page',
  method: 'GET',
  pathname,
  status: 200,
  cacheControl: 'private, no-cache',
  ...over,
});

describe('what the service worker may keep', () => {
  it('keeps public API reads', () => {
    for (const path of ['/api/products/productInfo', '/api/search', '/api/home', '/api/category/byLabel', '/api/brand/list']) {
      expect(isCacheable(api(path)), path).to.equal(true);
    }
  });

  it('never keeps personal answers, whatever their headers say', () => {
    for (const path of [
      '/api/auth/user',
      '/api/cart/cart',
      '/api/productOrder/order',
      '/api/productOrder/list',
      '/api/address',
      '/api/products/like',
      '/api/admin/orders',
      '/API/Auth/user',
    ]) {
      expect(isCacheable(api(path)), path).to.equal(false);
      expect(isPublicApiRead('GET', path), path).to.equal(false);
    }
  });

  it('never keeps an answer marked private or no-store, a POST, or anything but a 200', () => {
    expect(isCacheable(api('/api/search', { cacheControl: 'private, max-age=60' }))).to.equal(false);
    expect(isCacheable(api('/api/search', { cacheControl: 'No-Store' }))).to.equal(false);
    expect(isCacheable(api('/api/search', { method: 'POST' }))).to.equal(false);
    expect(isCacheable(api('/api/search', { status: 404 }))).to.equal(false);
    expect(isCacheable(api('/api/search', { status: 206 }))).to.equal(false);
    expect(isCacheable(page('/about/', { cacheControl: 'no-store' }))).to.equal(false);
    expect(isCacheable(page('/about/', { status: 500 }))).to.equal(false);
  });

  it('keeps pages (rendered for an anonymous visitor) and the basket frame, never profile, orders, login or the back office', () => {
    for (const path of ['/', '/en/', '/about/', '/pr/27/x/', '/basket/', '/en/basket/']) expect(isCacheable(page(path)), path).to.equal(true);
    for (const path of ['/profile/', '/en/profile/', '/profile/accountorder/5/', '/loginRegister/', '/en/loginRegister/', '/admin/']) {
      expect(isCacheable(page(path)), path).to.equal(false);
    }
  });

  it('tells pages from files and server folders', () => {
    for (const path of ['/', '/about/', '/en/pr/1/x/', '/search/']) expect(isPagePath(path), path).to.equal(true);
    for (const path of [
      '/sw.js',
      '/build.json',
      '/en/offline.html',
      '/api/home',
      '/assets/x.js',
      '/media/p.webp',
      '/locales/fa/pwa.json',
      '/downloads/price-list/x.fa.csv',
    ]) {
      expect(isPagePath(path), path).to.equal(false);
    }
  });
});
