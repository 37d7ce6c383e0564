import { useState, useSyncExternalStore } from 'react';
import { useTranslation } from '../i18n/react.tsx';
import { hideInstallForGood, installHidden, installPromptStore, isStandalone, promptInstall } from './install-prompt.ts';

const none = () => null;

/**
 * The offer to install the site (spec §4): only once the browser has signalled it can, never in the installed app,
 * never again once turned down. A bar fixed at the bottom of the window, above the page but below the toasts (top)
 * and dialogs (top layer), so nothing covers it on a phone or a desktop; a landmark, reachable with Tab.
 */
export function InstallOffer() {
  const { t, ready } = useTranslation('pwa');
  const offer = useSyncExternalStore(installPromptStore.subscribe, installPromptStore.get, none);
  const [hidden, setHidden] = useState(installHidden);
  if (!offer || hidden || !ready || isStandalone()) return null;
  const dismiss = () => {
    hideInstallForGood();
    setHidden(true);
  };
  return (
    <aside className="install-offer" aria-label={t('install.label')}>
      <img className="install-offer__icon" src="/icons/icon.svg" alt="" width={44} height={44} />
      <div className="install-offer__text">
        <p className="install-offer__title">{t('install.title')}</p>
        <p className="install-offer__body">{t('install.text')}</p>
      </div>
      <div className="install-offer__actions">
        <button type="button" className="button button--primary" onClick={() => void promptInstall(offer)}>
          {t('install.action')}
        </button>
        <button type="button" className="button" onClick={dismiss}>
          {t('install.dismiss')}
        </button>
      </div>
    </aside>
  );
}
