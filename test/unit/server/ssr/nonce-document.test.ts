import { expect } from 'chai';
import { gunzipSync } from 'node:zlib';
import { gzipWithNonce, nonceDocument, plainWithNonce } from '../../../../server/ssr/nonce-document.ts';

describe('nonce document (a cached page with a fresh nonce per answer)', () => {
  const placeholder = 'nonceXq1Zr8pLwVbN3tKy';
  const page = (nonce: string) =>
    `<!doctype html><style nonce="${nonce}">body{}</style>${'<p>سلام دنیا</p>'.repeat(2000)}<script nonce="${nonce}">go()</script>`;

  it('writes the nonce in every place the placeholder held, plain and gzipped alike', () => {
    const doc = nonceDocument(Buffer.from(page(placeholder)), placeholder);
    for (const nonce of ['abc+/=', 'R2hvc3Qgbm9uY2UgMTIzNA==']) {
      expect(plainWithNonce(doc, nonce).toString()).to.equal(page(nonce));
      expect(gunzipSync(gzipWithNonce(doc, nonce)).toString()).to.equal(page(nonce));
    }
  });

  it('keeps a document without the placeholder, and one that starts or ends with it, whole', () => {
    for (const html of ['<p>no nonce</p>', `${placeholder}<p>x</p>${placeholder}`, '']) {
      const doc = nonceDocument(Buffer.from(html), placeholder);
      expect(gunzipSync(gzipWithNonce(doc, 'N1')).toString()).to.equal(html.replaceAll(placeholder, 'N1'));
    }
  });

  it('is smaller gzipped than plain', () => {
    const doc = nonceDocument(Buffer.from(page(placeholder)), placeholder);
    expect(gzipWithNonce(doc, 'n').length).to.be.below(plainWithNonce(doc, 'n').length / 5);
  });
});
