import { expect } from 'chai';
import { sameSecret } from '../../../../server/lib/same-secret.ts';

describe('lib/same-secret', () => {
  const token = 'metrics-token-for-the-tests';
  it('accepts only the very secret, whatever the length of what was given', () => {
    expect(sameSecret(token, token)).to.equal(true);
    for (const wrong of ['', token.slice(0, -1), `${token}x`, token.toUpperCase(), 'x'.repeat(10_000)]) {
      expect(sameSecret(wrong, token), wrong.slice(0, 40)).to.equal(false);
    }
  });
});
