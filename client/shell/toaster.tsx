import { useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { useTranslation } from '../i18n/react.tsx';
import { dismissToast, toastStore, type Toast } from './toasts.ts';

const NONE: readonly Toast[] = [];

/** The toast area: top centre, above the page (stacking level 500), each notice announced to screen readers. */
export function Toaster() {
  const toasts = useSyncExternalStore(toastStore.subscribe, toastStore.get, () => NONE);
  return (
    <div className="toaster">
      {toasts.map((t) => (
        <ToastItem key={t.id} toast={t} />
      ))}
    </div>
  );
}

/** One notice: closes itself after its timeout; the time stops while the pointer or focus is on it (spec §4). */
function ToastItem({ toast }: { toast: Toast }) {
  const { t } = useTranslation();
  const [paused, setPaused] = useState(false);
  const left = useRef(toast.timeoutMs);
  const lasting = !Number.isFinite(toast.timeoutMs);
  useEffect(() => {
    if (paused || lasting) return;
    const started = Date.now();
    const timer = setTimeout(() => dismissToast(toast.id), left.current);
    return () => {
      clearTimeout(timer);
      left.current -= Date.now() - started;
    };
  }, [paused, lasting, toast.id]);
  return (
    <div
      className={`toast toast--${toast.kind}`}
      role={toast.kind === 'error' ? 'alert' : 'status'}
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={() => setPaused(false)}
    >
      <div className="toast__text">
        <p className="toast__title">{toast.title}</p>
        {toast.description && <p className="toast__description">{toast.description}</p>}
      </div>
      {toast.action && (
        <button
          type="button"
          className="toast__action"
          onClick={() => {
            dismissToast(toast.id);
            toast.action!.run();
          }}
        >
          {toast.action.label}
        </button>
      )}
      <button type="button" className="toast__close" aria-label={t('toast.close')} onClick={() => dismissToast(toast.id)}>
        ×
      </button>
      {!lasting && (
        <span className="toast__progress" style={{ animationDuration: `${toast.timeoutMs}ms`, animationPlayState: paused ? 'paused' : 'running' }} />
      )}
    </div>
  );
}
