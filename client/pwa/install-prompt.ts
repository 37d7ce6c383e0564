import { HIDE_INSTALL_KEY } from './constants.ts';

/** The event Chromium fires when the site may be installed (not in the DOM's types). */
export interface InstallPromptEvent extends Event {
  prompt(): Promise<unknown>;
  userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

/**
 * entry.client.tsx keeps the browser's offer under this name on `window` (the event fires once, possibly before this
 * code has loaded, and its default mini-infobar is prevented there).
 */
const KEPT = 'deferredInstallPrompt';
type WithPrompt = { [KEPT]?: InstallPromptEvent | null };

const listeners = new Set<() => void>();
const emit = () => listeners.forEach((l) => l());

/** The browser's install offer while it can still be used; null before it signals one and after it was used. */
export const installPromptStore = {
  get: (): InstallPromptEvent | null => (window as WithPrompt)[KEPT] ?? null,
  subscribe(listener: () => void) {
    if (listeners.size === 0) {
      addEventListener('beforeinstallprompt', emit);
      addEventListener('appinstalled', used);
    }
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
      if (listeners.size === 0) {
        removeEventListener('beforeinstallprompt', emit);
        removeEventListener('appinstalled', used);
      }
    };
  },
};

/** An offer is good for one prompt. */
function used() {
  (window as WithPrompt)[KEPT] = null;
  emit();
}

/** Shows the browser's install dialog; the offer is spent whatever the visitor answers. */
export async function promptInstall(offer: InstallPromptEvent): Promise<'accepted' | 'dismissed'> {
  used();
  await offer.prompt();
  return (await offer.userChoice).outcome;
}

/** Opened as an installed app (spec §4: no offer there): the display mode, or iOS's own flag. */
export function isStandalone(win: Pick<Window, 'matchMedia' | 'navigator'> = window): boolean {
  return win.matchMedia('(display-mode: standalone)').matches || (win.navigator as { standalone?: boolean }).standalone === true;
}

export function installHidden(): boolean {
  try {
    return localStorage.getItem(HIDE_INSTALL_KEY) === '1';
  } catch {
    return false;
  }
}

export function hideInstallForGood() {
  try {
    localStorage.setItem(HIDE_INSTALL_KEY, '1');
  } catch {
    // private mode without storage: the offer stays away for this page only
  }
}
