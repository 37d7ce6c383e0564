import { expect } from 'chai';
import { isChunkLoadError, mayReload, reloadForFailedChunk } from '../../../../client/pwa/reload-guard.ts';
import { RELOAD_GUARD_MS } from '../../../../client/pwa/constants.ts';

function memoryStorage() {
  const items = new Map<string, string>();
  return { getItem: (k: string) => items.get(k) ?? null, setItem: (k: string, v: string) => void items.set(k, v) };
}

describe('the reload after a chunk failed to load', () => {
  it('uses the 10 s of spec §9', () => expect(RELOAD_GUARD_MS).to.equal(10_000));

  it('may reload when it never did, or 10 s or more ago; not sooner', () => {
    expect(mayReload(null, 5)).to.equal(true);
    expect(mayReload(1_000, 1_000 + RELOAD_GUARD_MS)).to.equal(true);
    expect(mayReload(1_000, 1_000 + RELOAD_GUARD_MS - 1)).to.equal(false);
    expect(mayReload(1_000, 1_000)).to.equal(false);
    // A clock set back must not block reloads for good.
    expect(mayReload(50_000, 1_000)).to.equal(true);
  });

  it('reloads once per path within the guard time, and again after it', () => {
    const storage = memoryStorage();
    let reloads = 0;
    const at = (path: string, now: number) => reloadForFailedChunk(path, { storage, now, reload: () => void reloads++ });
    expect(at('/pr/1/x/', 100_000)).to.equal(true);
    expect(at('/pr/1/x/', 105_000)).to.equal(false);
    expect(at('/about/', 105_000), 'another path has its own guard').to.equal(true);
    expect(at('/pr/1/x/', 110_000)).to.equal(true);
    expect(reloads).to.equal(3);
  });

  it("recognises the browsers' failed dynamic imports, nothing else", () => {
    expect(isChunkLoadError(new TypeError('Failed to fetch dynamically imported module: http://x/assets/a-1.js'))).to.equal(true);
    expect(isChunkLoadError(new TypeError('error loading dynamically imported module: http://x/assets/a-1.js'))).to.equal(true);
    expect(isChunkLoadError(new TypeError('Importing a module script failed.'))).to.equal(true);
    expect(isChunkLoadError(new TypeError('Failed to fetch'))).to.equal(false);
    expect(isChunkLoadError('Failed to fetch dynamically imported module')).to.equal(false);
  });
});
