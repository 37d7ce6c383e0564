import type { Picture } from '../../shared/contracts/catalog.ts';
import { pictureUrl } from '../../shared/picture-url.ts';
import { localizePath, type Locale } from '../../shared/locale.ts';

/*
 * The absolute URLs a page gives crawlers and link previews: its page meta (PageMeta, on every render) and its
 * structured data (structured-data.ts, loaded after hydration in the browser) build them the same way.
 */

/** The absolute URL of a locale-less site path in the page's language. */
export const pageUrl = ({ origin, locale }: { origin: string; locale: Locale }, path: string) => origin + localizePath(path, locale);

/** The absolute URL of a file (media, public images), which has no language; absolute URLs pass through. */
export const fileUrl = (origin: string, path: string) => (/^https?:\/\//i.test(path) ? path : origin + path);

/** The largest stored rendition of a picture: social cards and rich results prefer the biggest one. */
export const pictureSrc = (picture: Picture) => pictureUrl(picture, Math.max(...picture.widths));
