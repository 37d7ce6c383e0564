import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { useTranslation } from '../i18n/react.tsx';
import { AppNavLink } from '../ui/app-link.tsx';
import { LanguageSwitch } from './language-switch.tsx';
import { useSite } from './site.ts';
import { PhoneLinks } from './contact-parts.tsx';

export const NAV = [
  { to: '/cat/', key: 'nav.products' },
  { to: '/services/', key: 'nav.services' },
  { to: '/brand/', key: 'nav.brands' },
  { to: '/st/blog/', key: 'nav.blog' },
  { to: '/about/', key: 'nav.about' },
  { to: '/st/contactus/', key: 'nav.contact' },
] as const;

/** The site's sections as a list of links; the wide header shows it as a row, the phone's drawer as a column. */
export function NavLinks() {
  const { t } = useTranslation();
  return (
    <ul>
      {NAV.map((item) => (
        <li key={item.to}>
          <AppNavLink to={item.to}>{t(item.key)}</AppNavLink>
        </li>
      ))}
    </ul>
  );
}

/**
 * The phone's menu: a button that opens a drawer on the native modal <dialog> (focus moves in and stays there,
 * Escape closes, focus returns to the button), holding every section, the language switch and the phones to call
 * (the back office's settings). It closes itself when a link inside navigates.
 */
export function SiteMenu() {
  const { t } = useTranslation('storefront');
  const { t: tc } = useTranslation();
  const [open, setOpen] = useState(false);
  const ref = useRef<HTMLDialogElement>(null);
  const { pathname } = useLocation();
  const { phones } = useSite().contact;
  useEffect(() => setOpen(false), [pathname]);
  useEffect(() => {
    const dialog = ref.current;
    if (open && dialog && !dialog.open) dialog.showModal();
    if (!open && dialog?.open) dialog.close();
  }, [open]);
  return (
    <>
      <button type="button" className="header-icon site-menu__button" aria-haspopup="dialog" aria-expanded={open} onClick={() => setOpen(true)}>
        <svg className="icon" width="22" height="22" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          <path d="M4 6h16M4 12h16M4 18h16" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
        <span className="header-icon__text">{t('header.menu')}</span>
      </button>
      {/* eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-noninteractive-element-interactions -- a click on the backdrop (the dialog itself) closes it; the keyboard's way out is Escape, the dialog's own */}
      <dialog
        ref={ref}
        className="site-menu"
        aria-label={t('header.menu')}
        onClose={() => setOpen(false)}
        onClick={(e) => e.target === ref.current && setOpen(false)}
      >
        {open && (
          <>
            <div className="site-menu__head">
              <LanguageSwitch />
              <button type="button" className="modal__close" onClick={() => setOpen(false)} aria-label={t('header.closeMenu')}>
                ×
              </button>
            </div>
            <nav aria-label={tc('nav.main')} className="site-menu__nav">
              <NavLinks />
            </nav>
            <div className="site-menu__phones">
              <PhoneLinks phones={phones} />
            </div>
          </>
        )}
      </dialog>
    </>
  );
}
