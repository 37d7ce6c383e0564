import { useEffect, useState, type ComponentType } from 'react';
import { useLocation } from 'react-router';
import { useTranslation } from '../i18n/react.tsx';
import { splitLocale } from '../../shared/locale.ts';
import { Modal } from '../ui/modal.tsx';
import { AppLink } from '../ui/app-link.tsx';
import { useSession } from '../auth/session.ts';
import { loadContactForm } from '../forms/lazy-contact-form.tsx';
import type { ContactFormProps } from '../forms/contact-form.tsx';
import { CONSULTATION_DISMISSED_KEY } from './consultation.ts';

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

/**
 * The visitor is using the keyboard: typing in a field, or their last input was a key (Tab, Page Down, Space scroll the
 * page too). A dialog taking the focus then would swallow what they type or lose their place; it waits until they use
 * a pointer or wheel again.
 */
let lastInputWasKey = false;
const editing = (el: Element | null) => el instanceof HTMLElement && (el.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(el.tagName));
const usingKeyboard = () => lastInputWasKey || editing(document.activeElement);
function watchInput() {
  const key = () => void (lastInputWasKey = true);
  const pointer = () => void (lastInputWasKey = false);
  const options = { capture: true, passive: true };
  window.addEventListener('keydown', key, options);
  for (const type of ['pointerdown', 'wheel', 'touchstart'] as const) window.addEventListener(type, pointer, options);
  return () => {
    window.removeEventListener('keydown', key, options);
    for (const type of ['pointerdown', 'wheel', 'touchstart'] as const) window.removeEventListener(type, pointer, options);
  };
}

/** Half of what can be scrolled has been scrolled (a page that does not scroll never qualifies). */
const pastHalf = () => {
  const scrollable = document.documentElement.scrollHeight - window.innerHeight;
  return scrollable > 0 && window.scrollY / scrollable >= SCROLL_SHARE;
};

/**
 * The consultation pop-up of the shell (spec §2, §4): once a visit, never again after it is closed; never while the
 * visitor is using the keyboard, and drawn at its final size.
 */
export function ConsultationPopup() {
  const { t, i18n } = useTranslation();
  const { pathname } = useLocation();
  const { user } = useSession();
  const [open, setOpen] = useState(false);
  const [Form, setForm] = useState<ComponentType<ContactFormProps> | null>(null);
  const quiet = QUIET_PATHS.some((p) => p.test(splitLocale(pathname).path));

  useEffect(() => {
    if (quiet || shownThisVisit || dismissed()) return;
    let pending = false;
    let loading = false;
    let live = true;
    const stopWatching = watchInput();
    const onScroll = () => {
      if (pending) return;
      pending = true;
      requestAnimationFrame(() => {
        pending = false;
        if (shownThisVisit || loading || !pastHalf() || usingKeyboard()) return;
        // The form's code and messages first: the dialog opens at its final size (a stand-in that grew from 287 to
        // 844 px was a layout shift of 0.40 on a phone). Keys pressed meanwhile put it off to a later scroll.
        loading = true;
        void loadContactForm(i18n).then((loaded) => {
          loading = false;
          if (!live || shownThisVisit || usingKeyboard()) return;
          shownThisVisit = true;
          window.removeEventListener('scroll', onScroll);
          setForm(() => loaded);
          setOpen(true);
        });
      });
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    // This part loads after hydration: a visitor may already be past half the page by then.
    onScroll();
    return () => {
      live = false;
      window.removeEventListener('scroll', onScroll);
      stopWatching();
    };
  }, [quiet, i18n]);

  const close = () => {
    setOpen(false);
    try {
      localStorage.setItem(CONSULTATION_DISMISSED_KEY, '1');
    } catch {
      /* private mode: it stays closed for this visit */
    }
  };

  if (!open || !Form) return null;
  return (
    <Modal open={open} onClose={close} title={t('forms:popup.title')}>
      <Form rows={3} onSent={close} />
      {/* A signed-in customer with a project may ask for a priced quote instead (issue 31). */}
      {user && (
        <p className="consultation__quote">
          <AppLink to="/profile/quotes/new/" onClick={close}>
            {t('forms:popup.quote')}
          </AppLink>
        </p>
      )}
    </Modal>
  );
}
