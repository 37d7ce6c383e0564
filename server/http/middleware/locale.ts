import type { Request } from 'express';
import { DEFAULT_LOCALE, isLocale, type Locale } from '../../../shared/locale.ts';

/** The request's language as i18next-http-middleware detected it (see server/i18n.ts for the order). */
export function requestLocale(req: Request): Locale {
  const detected = req.language?.slice(0, 2);
  return isLocale(detected) ? detected : DEFAULT_LOCALE;
}
