import { useEffect, useState } from 'react';
import { useTranslation } from '../i18n/react.tsx';

/** Spec §9: how long the button shows that it copied. */
const COPIED_MS = 1500;

type Outcome = { kind: 'copied' | 'failed'; at: number } | null;

/**
 * A button that puts `text` (or what the function gives at the click, e.g. the page's address) on the clipboard. For
 * COPIED_MS it says that it copied, and a polite live region says the same to screen readers; then it is itself again.
 */
export function CopyButton({ text, label, className = '' }: { text: string | (() => string); label: string; className?: string }) {
  const { t } = useTranslation();
  const [outcome, setOutcome] = useState<Outcome>(null);
  useEffect(() => {
    if (!outcome) return;
    const timer = setTimeout(() => setOutcome(null), COPIED_MS);
    return () => clearTimeout(timer);
  }, [outcome]);

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(typeof text === 'function' ? text() : text);
      setOutcome({ kind: 'copied', at: Date.now() });
    } catch {
      // No clipboard (an insecure address, an old browser) or permission refused.
      setOutcome({ kind: 'failed', at: Date.now() });
    }
  };
  const said = outcome ? t(outcome.kind === 'copied' ? 'copy.copied' : 'copy.failed') : '';
  return (
    <>
      <button
        type="button"
        className={`button copy-button ${className}`.trim()}
        data-copied={outcome?.kind === 'copied' || undefined}
        onClick={() => void copy()}
      >
        {said || label}
      </button>
      <span className="visually-hidden" role="status" aria-live="polite">
        {said}
      </span>
    </>
  );
}
