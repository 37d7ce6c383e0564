import { useEffect, useId, useRef, useState } from 'react';
import { Form, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { contracts } from '../../../shared/contracts/index.ts';
import { productPath } from '../../../shared/routes.ts';
import { createApiClient } from '../../api/client.ts';
import { fetchTransport } from '../../api/fetch-transport.ts';
import { useLocale, useLocalizedPath } from '../../locale.ts';
import { Icon } from '../ui/icon.tsx';

/** Wait this long after the last keystroke before asking for suggestions; slow links should not pay per letter. */
const SUGGEST_DEBOUNCE_MS = 250;

type Suggestion = { id: number; name: string; label: string; code: string };

/**
 * The header's search: a plain GET form to /search/ (works without JavaScript) that, once hydrated, suggests products
 * as the visitor types — an ARIA combobox: arrows move, Enter opens the highlighted product, Escape closes.
 */
export function SearchBox() {
  const { t } = useTranslation();
  const locale = useLocale();
  const localize = useLocalizedPath();
  const navigate = useNavigate();
  const listId = useId();
  const [query, setQuery] = useState('');
  const [items, setItems] = useState<Suggestion[]>([]);
  const [active, setActive] = useState(-1);
  const [open, setOpen] = useState(false);
  const latest = useRef(0);

  useEffect(() => {
    const q = query.trim();
    if (q.length < 2) {
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
    if (!open || items.length === 0) return;
    if (e.key === 'ArrowDown') setActive((a) => (a + 1) % items.length);
    else if (e.key === 'ArrowUp') setActive((a) => (a <= 0 ? items.length - 1 : a - 1));
    else if (e.key === 'Escape') setOpen(false);
    else if (e.key === 'Enter' && active >= 0) go(items[active]);
    else return;
    e.preventDefault();
  };
  const expanded = open && items.length > 0;

  return (
    <Form className="search-box" role="search" action={localize('/search/')} method="get" onSubmit={() => setOpen(false)}>
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
        aria-activedescendant={active >= 0 ? `${listId}-${active}` : undefined}
        value={query}
        onChange={(e) => setQuery(e.target.value)}
        onKeyDown={onKeyDown}
        onFocus={() => setOpen(true)}
        onBlur={() => setTimeout(() => setOpen(false), 150)}
      />
      <button type="submit" aria-label={t('search.submit')}><Icon name="search" /></button>
      <ul id={listId} role="listbox" aria-label={t('search.suggestions')} className="search-box__list" hidden={!expanded}>
        {items.map((s, i) => (
          <li key={s.id} id={`${listId}-${i}`} role="option" aria-selected={i === active} onMouseDown={(e) => e.preventDefault()} onClick={() => go(s)}>
            <span>{s.name}</span> <bdi dir="ltr" className="code">{s.code}</bdi>
          </li>
        ))}
      </ul>
    </Form>
  );
}
