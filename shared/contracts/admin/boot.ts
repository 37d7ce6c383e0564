import type { Locale } from '../../locale.ts';

/** What the back office's document hands its script: the language to start in and both languages' strings (admin, errors, and the date picker's). */
export interface AdminBoot {
  locale: Locale;
  messages: Record<Locale, { admin: Record<string, unknown>; errors: Record<string, unknown>; datepicker: Record<string, unknown> }>;
}

export const ADMIN_BOOT_ID = 'admin-boot';
