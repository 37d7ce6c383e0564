import { useEffect, useState } from 'react';
import { useNavigation } from 'react-router';
import { useTranslation } from '../i18n/react.tsx';

/** Loading indicator of spec §9: shown only when loading takes longer than the throttle, grows over the duration,
 * stays full for the hide delay once done, fades, and is reset (emptied, out of sight) after the reset delay. */
const THROTTLE_MS = 200;
const DURATION_MS = 2000;
const HIDE_DELAY_MS = 500;
const RESET_DELAY_MS = 400;
const HEIGHT_PX = 3;

type Phase = 'hidden' | 'loading' | 'done' | 'hiding';
/** What each finishing phase turns into, and after how long. */
const AFTER: Partial<Record<Phase, [Phase, number]>> = { done: ['hiding', HIDE_DELAY_MS], hiding: ['hidden', RESET_DELAY_MS] };

/** The thin bar at the top of the page while the next screen loads (app.css draws the phases). */
export function PageLoader() {
  const navigation = useNavigation();
  const { t } = useTranslation();
  const busy = navigation.state !== 'idle';
  const [phase, setPhase] = useState<Phase>('hidden');
  useEffect(() => {
    if (!busy) {
      setPhase((p) => (p === 'loading' ? 'done' : p));
      return;
    }
    // A new load while the last one is still fading starts from an empty bar.
    setPhase((p) => (p === 'loading' ? p : 'hidden'));
    const timer = setTimeout(() => setPhase('loading'), THROTTLE_MS);
    return () => clearTimeout(timer);
  }, [busy]);
  useEffect(() => {
    const next = AFTER[phase];
    if (!next) return;
    const timer = setTimeout(() => setPhase(next[0]), next[1]);
    return () => clearTimeout(timer);
  }, [phase]);
  const timing = { blockSize: HEIGHT_PX, '--page-loader-duration': `${DURATION_MS}ms`, '--page-loader-fade': `${RESET_DELAY_MS}ms` } as React.CSSProperties;
  return (
    <div
      className={`page-loader page-loader--${phase}`}
      style={timing}
      role="progressbar"
      aria-label={t('status.loading')}
      aria-hidden={phase === 'hidden'}
      aria-busy={busy}
    />
  );
}

/** Grey cards in the place of content that is still streaming in. */
export function CardsSkeleton({ count }: { count: number }) {
  const { t } = useTranslation();
  return (
    <div className="grid grid--products" aria-busy="true" aria-label={t('status.loading')}>
      {Array.from({ length: count }, (_, i) => (
        <div key={i} className="card skeleton" />
      ))}
    </div>
  );
}
