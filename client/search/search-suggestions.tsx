import { useEffect, useRef, type RefObject } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from '../i18n/react.tsx';
import { searchContracts } from '../../shared/contracts/search.ts';
import { productPath } from '../../shared/routes.ts';
import { browserApi } from '../api/browser-api.ts';
import { useLocale, useLocalizedPath } from '../i18n/locale.ts';
import { MixedText } from '../ui/mixed-text.tsx';

/** Wait this long after the last keystroke before asking for suggestions; slow links should not pay per letter. */
const SUGGEST_DEBOUNCE_MS = 250;

export type Suggestion = { id: number; name: string; label: string; code: string };

/**
 * The combobox's state. SearchBox holds it, so the input's ARIA attributes and the list change in the same render;
 * this file holds everything that changes it.
 */
export interface ComboState {
  items: Suggestion[];
  setItems: (items: Suggestion[]) => void;
  /** The highlighted option, -1 for none. */
  active: number;
  setActive: (update: number | ((active: number) => number)) => void;
  open: boolean;
  setOpen: (open: boolean) => void;
}

interface Props {
  input: RefObject<HTMLInputElement | null>;
  listId: string;
  query: string;
  /** Whether the query was typed (suggestions answer typing, not the query put back from a results page's address). */
  typed: RefObject<boolean>;
  combo: ComboState;
}

/**
 * The header search's suggestions, loaded on the first focus of its input (search-box.tsx): an ARIA combobox list —
 * arrows move, Enter opens the highlighted product, Escape closes. It listens to the input's keys itself, so the plain
 * form around it needs no code for them.
 */
export default function SearchSuggestions({ input, listId, query, typed, combo }: Props) {
  const { t } = useTranslation();
  const locale = useLocale();
  const localize = useLocalizedPath();
  const navigate = useNavigate();
  const { items, setItems, active, setActive, open, setOpen } = combo;
  const latest = useRef(0);

  useEffect(() => {
    const q = query.trim();
    if (q.length < 2 || !typed.current) {
      setItems([]);
      return;
    }
    const ticket = ++latest.current;
    const timer = setTimeout(async () => {
      try {
        const found = await browserApi(locale).call(searchContracts.suggest, { q });
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
  }, [query, locale, typed, setItems, setActive, setOpen]);

  const go = (s: Suggestion) => {
    setOpen(false);
    navigate(localize(productPath(s.id, s.label)));
  };

  // The latest state for the input's listeners, which are attached once.
  const current = useRef({ items, active, open, go });
  current.current = { items, active, open, go };
  useEffect(() => {
    const el = input.current;
    if (!el) return;
    const onKeyDown = (e: KeyboardEvent) => {
      const { items, active, open, go } = current.current;
      if (items.length === 0) return;
      // The arrows reopen a list closed with Escape; a closed list has no highlighted option.
      if (!open && (e.key === 'ArrowDown' || e.key === 'ArrowUp')) setOpen(true);
      if (!open && e.key !== 'ArrowDown' && e.key !== 'ArrowUp') return;
      if (e.key === 'ArrowDown') setActive((a) => (a + 1) % items.length);
      else if (e.key === 'ArrowUp') setActive((a) => (a <= 0 ? items.length - 1 : a - 1));
      else if (e.key === 'Escape') {
        setOpen(false);
        setActive(-1);
      } else if (e.key === 'Enter' && active >= 0) go(items[active]);
      else return;
      e.preventDefault();
    };
    el.addEventListener('keydown', onKeyDown);
    return () => el.removeEventListener('keydown', onKeyDown);
  }, [input, setActive, setOpen]);

  const expanded = open && items.length > 0;
  return (
    <ul id={listId} role="listbox" aria-label={t('search.suggestions')} className="search-box__list" hidden={!expanded}>
      {items.map((s, i) => (
        // eslint-disable-next-line jsx-a11y/click-events-have-key-events -- the keyboard chooses an option from the search field (arrows, Enter: aria-activedescendant), which keeps the focus
        <li key={s.id} id={`${listId}-${i}`} role="option" aria-selected={i === active} onMouseDown={(e) => e.preventDefault()} onClick={() => go(s)}>
          <span>
            <MixedText text={s.name} />
          </span>
          {/* Most names already end with their code: showing it twice crowds a phone. */}
          {!s.name.includes(s.code) && (
            <bdi dir="ltr" className="code">
              {s.code}
            </bdi>
          )}
        </li>
      ))}
    </ul>
  );
}
