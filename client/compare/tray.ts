import { useSyncExternalStore } from 'react';
import { COMPARE_MAX } from '../../shared/contracts/catalog-constants.ts';

/** The comparison tray (issue #33): up to COMPARE_MAX product ids, kept in this browser's localStorage. */
const KEY = 'negahban.compare';
const CHANGED = 'negahban:compare';

let cached: { raw: string | null; ids: number[] } = { raw: null, ids: [] };

/** The ids in the tray, in the order added; anything unreadable reads as an empty tray. */
export function trayIds(): number[] {
  let raw: string | null = null;
  try {
    raw = localStorage.getItem(KEY);
  } catch {
    return cached.ids;
  }
  if (raw === cached.raw) return cached.ids;
  let ids: number[] = [];
  try {
    const parsed: unknown = JSON.parse(raw ?? '[]');
    if (Array.isArray(parsed)) ids = parsed.filter((n): n is number => Number.isInteger(n) && n > 0).slice(0, COMPARE_MAX);
  } catch {
    ids = [];
  }
  cached = { raw, ids };
  return ids;
}

export function setTray(ids: number[]) {
  try {
    localStorage.setItem(KEY, JSON.stringify(ids.slice(0, COMPARE_MAX)));
  } catch {
    // Private browsing without storage: the tray lasts as long as the page.
  }
  dispatchEvent(new Event(CHANGED));
}

/** Adds the product, or takes it out when it is in; a full tray takes nothing ("full"). */
export function toggleInTray(id: number): 'added' | 'removed' | 'full' {
  const ids = trayIds();
  if (ids.includes(id)) {
    setTray(ids.filter((i) => i !== id));
    return 'removed';
  }
  if (ids.length >= COMPARE_MAX) return 'full';
  setTray([...ids, id]);
  return 'added';
}

function subscribe(changed: () => void) {
  addEventListener(CHANGED, changed);
  addEventListener('storage', changed); // another tab
  return () => {
    removeEventListener(CHANGED, changed);
    removeEventListener('storage', changed);
  };
}

const NONE: number[] = [];
/** The tray's ids, following every change (in this tab or another); empty on the server. */
export const useTray = () => useSyncExternalStore(subscribe, trayIds, () => NONE);
