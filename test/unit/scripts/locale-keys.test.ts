import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect } from 'chai';
import { checkLocaleKeys } from '../../../scripts/locale-keys.ts';

describe('locale files', () => {
  it('have the same keys in Persian and English', () => {
    expect(checkLocaleKeys('locales')).to.deep.equal([]);
  });

  it('are caught when a key is missing on one side', () => {
    const dir = mkdtempSync(join(tmpdir(), 'locales-'));
    mkdirSync(join(dir, 'fa'));
    mkdirSync(join(dir, 'en'));
    writeFileSync(join(dir, 'fa', 'common.json'), JSON.stringify({ a: { b: 'x', c: 'y' } }));
    writeFileSync(join(dir, 'en', 'common.json'), JSON.stringify({ a: { b: 'x' }, d: 'z' }));
    expect(checkLocaleKeys(dir)).to.have.members(['en/common.json: a.c', 'fa/common.json: d']);
  });
});
