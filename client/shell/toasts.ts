/**
 * The toast area's store (spec §4, §8, §9): any part of the site raises a notice with `showToast`, the shell's
 * <Toaster> shows it. Deliberately tiny and framework-free so it costs nothing on first paint.
 */
export type ToastKind = 'success' | 'error' | 'info';

export interface Toast {
  id: number;
  kind: ToastKind;
  title: string;
  description?: string;
  /** Spec §9: notifications close by themselves after 5000 ms unless told otherwise; Infinity stays until closed. */
  timeoutMs: number;
  /** One button besides the close button (e.g. "Reload" when a new build is out); the notice closes when it is used. */
  action?: { label: string; run: () => void };
}

export const TOAST_TIMEOUT_MS = 5000;

let toasts: readonly Toast[] = [];
let nextId = 1;
const listeners = new Set<() => void>();
const emit = () => listeners.forEach((l) => l());

/**
 * Raises a notice. A success replaces the errors still shown (what failed has since gone well: "saved" beside "could
 * not save" contradicts itself), and the same error again replaces itself rather than stacking.
 */
export function showToast(toast: { kind: ToastKind; title: string; description?: string; timeoutMs?: number; action?: Toast['action'] }): number {
  const id = nextId++;
  const kept = toasts.filter((t) => !(t.kind === 'error' && (toast.kind === 'success' || (toast.kind === 'error' && t.title === toast.title))));
  toasts = [...kept, { timeoutMs: TOAST_TIMEOUT_MS, ...toast, id }];
  emit();
  return id;
}

export function dismissToast(id: number) {
  toasts = toasts.filter((t) => t.id !== id);
  emit();
}

export const toastStore = {
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => void listeners.delete(listener);
  },
  get: () => toasts,
};
