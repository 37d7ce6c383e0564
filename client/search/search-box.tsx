import { lazy, Suspense, useEffect, useId, useRef, useState } from 'react';
import { Form, useLocation } from 'react-router';
import { useTranslation } from '../i18n/react.tsx';
import { matchScreen } from '../../shared/routes.ts';
import { splitLocale } from '../../shared/locale.ts';
import { useLocalizedPath } from '../i18n/locale.ts';
import { Icon } from '../ui/icon.tsx';
import type { ComboState, Suggestion } from './search-suggestions.tsx';

// The suggestions and their keyboard logic are not needed to paint a page: they load on the input's first focus.
const SearchSuggestions = lazy(() => import('./search-suggestions.tsx'));

/** The query of a results page (/search/?q=…), so the header shows what was searched; empty on other pages. */
function currentQuery({ pathname, search }: { pathname: string; search: string }): string {
  const screen = matchScreen(splitLocale(pathname).path)?.screen.id;
  return screen === 'search' || screen === 'searchCategory' ? (new URLSearchParams(search).get('q') ?? '') : '';
}

/**
 * The header's search: a plain GET form to /search/ (works without JavaScript and before the suggestions load) that,
 * from the first focus on, suggests products as the visitor types (search-suggestions.tsx).
 */
export function SearchBox() {
  const { t } = useTranslation();
  const localize = useLocalizedPath();
  const listId = useId();
  const location = useLocation();
  const input = useRef<HTMLInputElement>(null);
  const [query, setQuery] = useState(() => currentQuery(location));
  const [focusedOnce, setFocusedOnce] = useState(false);
  const [items, setItems] = useState<Suggestion[]>([]);
  const [active, setActive] = useState(-1);
  const [open, setOpen] = useState(false);
  const combo: ComboState = { items, setItems, active, setActive, open, setOpen };
  const expanded = open && items.length > 0;
  // Suggestions answer typing; the query put back from the address of a results page is not typing.
  const typed = useRef(false);

  useEffect(() => {
    typed.current = false;
    setQuery(currentQuery(location));
  }, [location]);

  const emptyList = <ul id={listId} role="listbox" aria-label={t('search.suggestions')} className="search-box__list" hidden />;
  return (
    <Form
      id="site-search-form"
      className="search-box"
      role="search"
      aria-label={t('search.label')}
      action={localize('/search/')}
      method="get"
      onSubmit={() => setOpen(false)}
    >
      <label className="visually-hidden" htmlFor="site-search">
        {t('search.label')}
      </label>
      <input
        ref={input}
        id="site-search"
        name="q"
        // ARIA 1.2 gives role=combobox to a text input, not to type=search (HTML's own role there is searchbox): a text
        // input that asks the phone for its search key keeps the suggestion list announced as the visitor moves in it.
        type="text"
        inputMode="search"
        enterKeyHint="search"
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
        onFocus={() => {
          setFocusedOnce(true);
          setOpen(true);
        }}
        onBlur={() => setTimeout(() => setOpen(false), 150)}
      />
      <button type="submit" aria-label={t('search.submit')}>
        <Icon name="search" />
      </button>
      {focusedOnce ? (
        <Suspense fallback={emptyList}>
          <SearchSuggestions input={input} listId={listId} query={query} typed={typed} combo={combo} />
        </Suspense>
      ) : (
        emptyList
      )}
    </Form>
  );
}
