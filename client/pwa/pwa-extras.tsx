import { useEffect } from 'react';
import { useTranslation } from '../i18n/react.tsx';
import { showToast } from '../shell/toasts.ts';
import { pageBootstrap } from '../shell/hydration.ts';
import { registerServiceWorker } from './register.ts';
import { watchChunkErrors } from './chunk-errors.ts';
import { watchBuild } from './build-check.ts';
import { InstallOffer } from './install-offer.tsx';

let started = false;

/**
 * The installable app's part of the page, loaded when the browser is idle after hydration (never in the first
 * JavaScript): the service worker, the reload after a failed chunk, the hourly check for a newer build, the install offer.
 */
export default function PwaExtras() {
  const { t } = useTranslation('pwa');
  useEffect(() => {
    if (started) return;
    started = true;
    registerServiceWorker();
    watchChunkErrors();
    watchBuild(pageBootstrap().build, () =>
      showToast({ kind: 'info', title: t('update.title'), timeoutMs: Infinity, action: { label: t('update.reload'), run: () => location.reload() } }),
    );
  }, [t]);
  return <InstallOffer />;
}
