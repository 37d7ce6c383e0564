import { expect } from 'chai';
import { dismissToast, showToast, toastStore } from '../../../../client/shell/toasts.ts';

describe('toasts', () => {
  afterEach(() => toastStore.get().forEach((t) => dismissToast(t.id)));
  const shown = () => toastStore.get().map((t) => `${t.kind}: ${t.title}`);

  it('a success takes the errors still shown away, and keeps other notices', () => {
    showToast({ kind: 'error', title: 'Could not save' });
    showToast({ kind: 'info', title: 'A new version is out' });
    showToast({ kind: 'success', title: 'Saved' });
    expect(shown()).to.deep.equal(['info: A new version is out', 'success: Saved']);
  });

  it('the same error again replaces itself instead of stacking; another error stands beside it', () => {
    showToast({ kind: 'error', title: 'The code is not right' });
    showToast({ kind: 'error', title: 'The code is not right' });
    showToast({ kind: 'error', title: 'No connection' });
    expect(shown()).to.deep.equal(['error: The code is not right', 'error: No connection']);
  });
});
