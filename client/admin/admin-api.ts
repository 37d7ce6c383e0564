import { ApiError, type ApiClient } from '../api/client.ts';
import { browserApi } from '../api/browser-api.ts';
import type { Locale } from '../../shared/locale.ts';

/** The typed client of the back office, in the language being shown (the server's messages come back in it). */
export const adminApi = (locale: Locale): ApiClient => browserApi(locale);

/** The language the back office is shown in: its own choice, kept in this browser. */
export const LOCALE_KEY = 'admin.locale';

export { ApiError };

/** A field's message from a failed call or a failed form check: field → text. */
export function fieldMessages(err: unknown): { fields: Record<string, string>; general: string[] } {
  const fields: Record<string, string> = {};
  const general: string[] = [];
  if (err instanceof ApiError) {
    for (const m of err.messages) {
      if (m.item2 && !fields[m.item2]) fields[m.item2] = m.item1;
      else general.push(m.item1);
    }
    if (!err.messages.length) general.push(err.message);
  } else general.push(String((err as Error)?.message ?? err));
  return { fields, general };
}
