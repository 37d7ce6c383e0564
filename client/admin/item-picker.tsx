import { useEffect, useState } from 'react';
import { adminContracts } from '../../shared/contracts/admin/index.ts';
import type { StockRow } from '../../shared/contracts/admin/catalog.ts';
import { api } from './admin-locale.ts';
import { useI18n } from './admin-i18n.tsx';

/** Suggestions the picker asks for once the operator has typed this much, and how many it shows. */
const MIN_TYPED = 2;
const SUGGESTIONS = 20;

/**
 * An item chosen by its code or name: as the operator types, the stock list's matches are offered (a datalist, so the
 * keyboard and screen readers treat it as any text box with suggestions); choosing a code picks its item. The item
 * chosen is named beside the box.
 */
export function ItemPicker({ id, itemId, name, onPick }: { id: string; itemId: string; name: string; onPick(itemId: string, name: string): void }) {
  const { t, locale } = useI18n();
  const [typed, setTyped] = useState('');
  const [found, setFound] = useState<StockRow[]>([]);
  useEffect(() => {
    const q = typed.trim();
    if (q.length < MIN_TYPED) return;
    // Asked a moment after the last key, not on each one.
    const timer = setTimeout(() => {
      void api()
        .call(adminContracts.catalog.stock, { q, page: 1 })
        .then((page) => setFound(page.items.slice(0, SUGGESTIONS)))
        .catch(() => setFound([]));
    }, 250);
    return () => clearTimeout(timer);
  }, [typed]);
  const nameOf = (r: StockRow) =>
    [locale === 'en' ? r.productNameEn : r.productNameFa, locale === 'en' ? r.itemNameEn : r.itemNameFa].filter(Boolean).join(' – ');
  // A code typed (or chosen) whole picks its item, also when its suggestions arrive after the last key.
  const exact = found.find((r) => r.sku.toLowerCase() === typed.trim().toLowerCase());
  useEffect(() => {
    if (exact && String(exact.itemId) !== itemId) onPick(String(exact.itemId), nameOf(exact));
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only a new match picks; the parent's callbacks change each render
  }, [exact]);
  return (
    <>
      <input
        id={id}
        list={`${id}-found`}
        value={typed}
        onChange={(e) => setTyped(e.target.value)}
        placeholder={t('quotes.itemSearch')}
        autoComplete="off"
        dir="auto"
        aria-describedby={`${id}-chosen`}
      />
      <datalist id={`${id}-found`}>
        {found.map((r) => (
          <option key={r.itemId} value={r.sku}>
            {nameOf(r)}
          </option>
        ))}
      </datalist>
      <span id={`${id}-chosen`} dir="auto">
        {itemId ? name || `#${itemId}` : t('quotes.noItem')}
      </span>
    </>
  );
}
