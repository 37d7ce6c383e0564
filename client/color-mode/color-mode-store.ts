import { useSyncExternalStore } from 'react';
import { COLOR_MODE_KEY, applyColorMode, colorModeCookie, toColorMode, type ColorMode } from '../../shared/color-mode.ts';

/**
 * The visitor's colour mode in local storage, as a React external store: choosing one applies it at once (no reload),
 * and a choice made in another tab reaches this one through the `storage` event.
 */
const listeners = new Set<() => void>();

function storedMode(): ColorMode {
  try {
    return toColorMode(localStorage.getItem(COLOR_MODE_KEY));
  } catch {
    return 'system'; // storage refused (a sandbox, disabled site data): the system's colours
  }
}

export function chooseColorMode(mode: ColorMode) {
  try {
    localStorage.setItem(COLOR_MODE_KEY, mode);
    document.cookie = colorModeCookie(mode);
  } catch {
    // not kept, but still shown on this page
  }
  applyColorMode(document.documentElement, mode);
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  const fromOtherTab = (event: StorageEvent) => {
    if (event.key !== COLOR_MODE_KEY && event.key !== null) return;
    applyColorMode(document.documentElement, storedMode());
    listener();
  };
  listeners.add(listener);
  window.addEventListener('storage', fromOtherTab);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', fromOtherTab);
  };
}

/**
 * The chosen mode; null on the server and while hydrating, since the server cannot read local storage (the switch
 * then claims no choice rather than a wrong one).
 */
export const useColorMode = (): ColorMode | null => useSyncExternalStore(subscribe, storedMode, () => null);
