import type { Request, RequestHandler, Response } from 'express';
import type { i18n } from 'i18next';
import type { LanguageDetector } from 'i18next-http-middleware';
import { DEFAULT_LOCALE, isLocale, LOCALES, type Locale } from '../../../shared/locale.ts';

/**
 * Each request's language (i18next-http-middleware's detector: the page's path, `?lang=`, the cookie, the header; see
 * server/i18n.ts) and a `t` fixed to it. The package's own `handle` clones the whole i18next instance for every request,
 * stylesheets and pictures included; that clone was the largest cost of a page served from the page cache. Nothing
 * here changes a language after detection, so one fixed `t` per language, made at start, serves every request.
 */
export function requestLanguage(instance: i18n): RequestHandler {
  // Typed as returning nothing; it returns the language found, or undefined.
  const detector = instance.services.languageDetector as LanguageDetector;
  const detect = detector.detect.bind(detector) as unknown as (req: Request, res: Response) => string | undefined;
  const fixed = Object.fromEntries(LOCALES.map((l) => [l, instance.getFixedT(l)])) as Record<Locale, ReturnType<i18n['getFixedT']>>;
  return (req, res, next) => {
    const detected = detect(req, res)?.slice(0, 2);
    const language: Locale = isLocale(detected) ? detected : DEFAULT_LOCALE;
    req.language = language;
    req.languages = [language, ...(language === DEFAULT_LOCALE ? [] : [DEFAULT_LOCALE])];
    req.t = fixed[language];
    // The process's instance: read through getFixedT only, never switched (that would switch every request).
    req.i18n = instance;
    res.setHeader('Content-Language', language);
    next();
  };
}
