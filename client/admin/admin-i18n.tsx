import { createContext, useContext } from 'react';
import type { Locale } from '../../shared/locale.ts';
import type { AdminBoot } from '../../shared/contracts/admin/boot.ts';
import { formatNumber } from '../../shared/format.ts';

export type T = (key: string, params?: Record<string, string | number>) => string;

/**
 * The back office's strings (locales/{fa,en}/admin.json, and errors.json for codes): a small lookup with `{{name}}`
 * interpolation, numbers in the language's digits. "errors:CODE" reads the error messages.
 */
export function translator(boot: AdminBoot, locale: Locale): T {
  const { admin, errors } = boot.messages[locale];
  return (key, params = {}) => {
    const [ns, path] = key.startsWith('errors:') ? [errors, key.slice(7)] : [admin, key];
    let value: unknown = ns;
    for (const part of path.split('.')) value = (value as Record<string, unknown> | undefined)?.[part];
    const text = typeof value === 'string' ? value : key;
    // "{{max, number}}" (i18next's number format, as the server writes it) reads as "{{max}}": numbers are localised here anyway.
    return text.replace(/\{\{(\w+)(?:, *number)?\}\}/g, (_m, name: string) => {
      const v = params[name];
      return typeof v === 'number' ? formatNumber(v, locale) : String(v ?? '');
    });
  };
}

export interface AdminI18n {
  locale: Locale;
  t: T;
  setLocale(locale: Locale): void;
}

export const I18nContext = createContext<AdminI18n | null>(null);

export function useI18n(): AdminI18n {
  const value = useContext(I18nContext);
  if (!value) throw new Error('useI18n outside the back office');
  return value;
}
