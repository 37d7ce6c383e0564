/**
 * The AVIF copies of stored pictures: one beside each WebP of a given width ("products/1-1-640.webp" →
 * "products/1-1-640.avif"), about a third smaller for the same look, which a slow link notices. They are written with
 * the WebP (demo pictures, uploads); the media route makes a missing one on its first request.
 */
export const AVIF_ENCODING = { quality: 50, effort: 2 } as const;

/** The AVIF copy of a stored WebP of one width, or null for a picture without a width in its name (a brand's logo). */
export const avifCopyOf = (webpPath: string): string | null => (/-\d{2,4}\.webp$/.test(webpPath) ? webpPath.replace(/\.webp$/, '.avif') : null);
