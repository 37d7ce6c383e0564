import type { Locale } from '../../shared/locale.ts';
import { adminApi } from './admin-api.ts';

/* The language loaders call the API in (they run outside React): set by the app whenever the operator switches. */
let locale: Locale = 'fa';
export const setAdminLocale = (next: Locale) => void (locale = next);
export const api = () => adminApi(locale);
