import type { Picture } from '../../shared/contracts/catalog.ts';

/** Every stored picture exists in these widths as WebP (written by scripts/demo-media.ts or the upload pipeline). */
export const PICTURE_WIDTHS = [320, 640, 960];
export const MEDIA_URL = '/media/';

export function picture(path: string | null, alt: string, size: { width: number; height: number } = { width: 960, height: 540 }): Picture | null {
  if (!path) return null;
  return { baseUrl: MEDIA_URL, guidName: path, extension: 'webp', widths: PICTURE_WIDTHS, width: size.width, height: size.height, alt };
}
