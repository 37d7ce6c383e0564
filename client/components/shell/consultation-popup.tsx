import { useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { splitLocale } from '../../../shared/locale.ts';
import { Modal } from '../ui/modal.tsx';
import { LazyContactForm } from '../forms/lazy-contact-form.tsx';
import { CONSULTATION_DISMISSED_KEY } from '../../shell/consultation.ts';

/** Spec §4, §9: the pop-up opens once the visitor has scrolled past half of the page. */
const SCROLL_SHARE = 0.5;
/** Pages that have the form already, or where a pop-up would stand in the way of buying. */
const QUIET_PATHS = [/^\/st\/contactus\//i, /^\/loginRegister\//i, /^\/basket\//i, /^\/profile\//i];

let shownThisVisit = false;

function dismissed() {
  try {
    return localStorage.getItem(CONSULTATION_DISMISSED_KEY) === '1';
  } catch {
    return false;
  }
}

/** Half of what can be scrolled has been scrolled (a page that does not scroll never qualifies). */
const pastHalf = () => {
  const scrollable = document.documentElement.scrollHeight - window.innerHeight;
  return scrollable > 0 && window.scrollY / scrollable >= SCROLL_SHARE;
};

/** The consultation pop-up of the shell (spec §2, §4): once a visit, never again after it is closed. */
export function ConsultationPopup() {
  const { t, i18n } = useTranslation();
  const { pathname } = useLocation();
  const [open, setOpen] = useState(false);
  const quiet = QUIET_PATHS.some((p) => p.test(splitLocale(pathname).path));

  useEffect(() => {
    if (quiet || shownThisVisit || dismissed()) return;
    let pending = false;
    const onScroll = () => {
      if (pending) return;
      pending = true;
      requestAnimationFrame(() => {
        pending = false;
        if (shownThisVisit || !pastHalf()) return;
        shownThisVisit = true;
        window.removeEventListener('scroll', onScroll);
        void i18n.loadNamespaces(['forms', 'datepicker']).then(() => setOpen(true));
      });
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    // This part loads after hydration: a visitor may already be past half the page by then.
    onScroll();
    return () => window.removeEventListener('scroll', onScroll);
  }, [quiet, i18n]);

  const close = () => {
    setOpen(false);
    try {
      localStorage.setItem(CONSULTATION_DISMISSED_KEY, '1');
    } catch {
      /* private mode: it stays closed for this visit */
    }
  };

  if (!open) return null;
  return (
    <Modal open={open} onClose={close} title={t('forms:popup.title')}>
      <LazyContactForm rows={3} onSent={close} />
    </Modal>
  );
}
