import { useLocation } from 'react-router';
import { useTranslation } from '../i18n/react.tsx';
import { splitLocale } from '../../shared/locale.ts';

/**
 * Goes to the same page in the other language through /lang/<locale>, which records the choice in the locale cookie.
 * A plain link on purpose: it works without JavaScript and loads the other language's messages with the page.
 */
export function LanguageSwitch() {
  const { pathname, search } = useLocation();
  const { t } = useTranslation();
  const { locale, path } = splitLocale(pathname);
  const other = locale === 'fa' ? 'en' : 'fa';
  const next = encodeURIComponent(path + search);
  return (
    <a className="language-switch" href={`/lang/${other}?next=${next}`} hrefLang={other} lang={other === 'fa' ? 'fa-IR' : 'en-US'}>
      {t('language.switchTo')}
    </a>
  );
}
