import { useEffect, useState } from 'react';
import { useNavigation } from 'react-router';
import { useTranslation } from 'react-i18next';

/** Loading indicator timings of spec §9: shown only after 200 ms, grows over 2 s, lingers 500 ms when done. */
const THROTTLE_MS = 200;
const HIDE_DELAY_MS = 500;

/** The thin bar at the top of the page while the next screen loads. */
export function PageLoader() {
  const navigation = useNavigation();
  const busy = navigation.state !== 'idle';
  const [phase, setPhase] = useState<'hidden' | 'loading' | 'done'>('hidden');
  useEffect(() => {
    if (busy) {
      // From the first navigation inside the site on, new pages slide in (app.css); the first page never waits for it.
      document.documentElement.dataset.navigated = 'true';
      const timer = setTimeout(() => setPhase('loading'), THROTTLE_MS);
      return () => clearTimeout(timer);
    }
    setPhase((p) => (p === 'loading' ? 'done' : p));
    const timer = setTimeout(() => setPhase('hidden'), HIDE_DELAY_MS);
    return () => clearTimeout(timer);
  }, [busy]);
  return <div className={`page-loader page-loader--${phase}`} role="progressbar" aria-hidden={phase === 'hidden'} aria-busy={busy} />;
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
