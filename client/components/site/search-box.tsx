import { useEffect, useId, useRef, useState } from 'react';
import { Form, useLocation, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { contracts } from '../../../shared/contracts/index.ts';
import { matchScreen, productPath } from '../../../shared/routes.ts';
import { splitLocale } from '../../../shared/locale.ts';
import { createApiClient } from '../../api/client.ts';
import { fetchTransport } from '../../api/fetch-transport.ts';
import { useLocale, useLocalizedPath } from '../../locale.ts';
import { Icon } from '../ui/icon.tsx';
import { MixedText } from '../ui/mixed-text.tsx';

/** Wait this long after the last keystroke before asking for suggestions; slow links should not pay per letter. */
const SUGGEST_DEBOUNCE_MS = 250;

type Suggestion = { id: number; name: string; label: string; code: string };

/**
 * The header's search: a plain GET form to /search/ (works without JavaScript) that, once hydrated, suggests products
 * as the visitor types — an ARIA combobox: arrows move, Enter opens the highlighted product, Escape closes.
 */
/** The query of a results page (/search/?q=…), so the header shows what was searched; empty on other pages. */
function currentQuery({ pathname, search }: { pathname: string; search: string }): string {
  const screen = matchScreen(splitLocale(pathname).path)?.screen.id;
  return screen === 'search' || screen === 'searchCategory' ? (new URLSearchParams(search).get('q') ?? '') : '';
}

export function SearchBox() {
  const { t } = useTranslation();
  const locale = useLocale();
  const localize = useLocalizedPath();
  const navigate = useNavigate();
  const listId = useId();
  const location = useLocation();
  const [query, setQuery] = useState(() => currentQuery(location));
  const [items, setItems] = useState<Suggestion[]>([]);
  const [active, setActive] = useState(-1);
  const [open, setOpen] = useState(false);
  const latest = useRef(0);
  // Suggestions answer typing; the query put back from the address of a results page is not typing.
  const typed = useRef(false);

  useEffect(() => {
    typed.current = false;
    setQuery(currentQuery(location));
  }, [location]);

  useEffect(() => {
    const q = query.trim();
    if (q.length < 2 || !typed.current) {
      setItems([]);
      return;
    }
    const ticket = ++latest.current;
    const timer = setTimeout(async () => {
      try {
        const found = await createApiClient(fetchTransport, locale).call(contracts.search.suggest, { q });
        // A slower answer to an older query must not replace a newer one.
        if (ticket === latest.current) {
          setItems(found);
          setActive(-1);
          setOpen(true);
        }
      } catch {
        if (ticket === latest.current) setItems([]);
      }
    }, SUGGEST_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [query, locale]);

  const go = (s: Suggestion) => {
    setOpen(false);
    navigate(localize(productPath(s.id, s.label)));
  };
  const onKeyDown = (e: React.KeyboardEvent<HTMLInputElement>) => {
    if (items.length === 0) return;
    // The arrows reopen a list closed with Escape; a closed list has no highlighted option.
    if (!open && (e.key === 'ArrowDown' || e.key === 'ArrowUp')) setOpen(true);
    if (!open && e.key !== 'ArrowDown' && e.key !== 'ArrowUp') return;
    if (e.key === 'ArrowDown') setActive((a) => (a + 1) % items.length);
    else if (e.key === 'ArrowUp') setActive((a) => (a <= 0 ? items.length - 1 : a - 1));
    else if (e.key === 'Escape') {
      setOpen(false);
      setActive(-1);
    }
    else if (e.key === 'Enter' && active >= 0) go(items[active]);
    else return;
    e.preventDefault();
  };
  const expanded = open && items.length > 0;

  return (
    <Form id="site-search-form" className="search-box" role="search" aria-label={t('search.label')} action={localize('/search/')} method="get" onSubmit={() => setOpen(false)}>
      <label className="visually-hidden" htmlFor="site-search">{t('search.label')}</label>
      <input
        id="site-search"
        name="q"
        type="search"
        maxLength={100}
        placeholder={t('search.placeholder')}
        autoComplete="off"
        role="combobox"
        aria-expanded={expanded}
        aria-controls={listId}
        aria-autocomplete="list"
        aria-activedescendant={expanded && active >= 0 ? `${listId}-${active}` : undefined}
        value={query}
        onChange={(e) => {
          typed.current = true;
          setQuery(e.target.value);
        }}
        onKeyDown={onKeyDown}
        onFocus={() => setOpen(true)}
        onBlur={() => setTimeout(() => setOpen(false), 150)}
      />
      <button type="submit" aria-label={t('search.submit')}><Icon name="search" /></button>
      <ul id={listId} role="listbox" aria-label={t('search.suggestions')} className="search-box__list" hidden={!expanded}>
        {items.map((s, i) => (
          <li key={s.id} id={`${listId}-${i}`} role="option" aria-selected={i === active} onMouseDown={(e) => e.preventDefault()} onClick={() => go(s)}>
            <span><MixedText text={s.name} /></span>
            {/* Most names already end with their code: showing it twice crowds a phone. */}
            {!s.name.includes(s.code) && <bdi dir="ltr" className="code">{s.code}</bdi>}
          </li>
        ))}
      </ul>
    </Form>
  );
}
