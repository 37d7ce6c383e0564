import { expect } from 'chai';
import { COLOR_MODE_SCRIPT, applyColorMode, toColorMode } from '../../../shared/color-mode.ts';

/** An <html> element reduced to its attributes. */
function fakeRoot() {
  const attributes = new Map<string, string>();
  return {
    attributes,
    setAttribute: (name: string, value: string) => void attributes.set(name, value),
    removeAttribute: (name: string) => void attributes.delete(name),
  };
}

/** Runs the head script as a browser would, against a fake document and storage. */
function runHeadScript(storage: { getItem(key: string): string | null }) {
  const root = fakeRoot();
  new Function('document', 'localStorage', COLOR_MODE_SCRIPT)({ documentElement: root }, storage);
  return root.attributes;
}

describe('the colour mode head script (shared/color-mode.ts)', () => {
  it('stays a tiny script', () => {
    expect(COLOR_MODE_SCRIPT.length).to.be.below(300);
  });

  for (const stored of ['dark', 'light', 'system', null, 'purple', '<script>']) {
    it(`does what the page does for a stored ${JSON.stringify(stored)}`, () => {
      const fromScript = runHeadScript({ getItem: (key) => (key === 'color-mode' ? stored : null) });
      const fromPage = fakeRoot();
      applyColorMode(fromPage, toColorMode(stored));
      expect(Object.fromEntries(fromScript)).to.deep.equal(Object.fromEntries(fromPage.attributes));
    });
  }

  it('sets the chosen mode on <html> and nothing for the system’s', () => {
    expect(Object.fromEntries(runHeadScript({ getItem: () => 'dark' }))).to.deep.equal({ 'data-color-mode': 'dark' });
    expect(runHeadScript({ getItem: () => 'system' }).size).to.equal(0);
  });

  it('leaves the system’s colours when storage throws', () => {
    const attributes = runHeadScript({
      getItem: () => {
        throw new Error('SecurityError');
      },
    });
    expect(attributes.size).to.equal(0);
  });
});
