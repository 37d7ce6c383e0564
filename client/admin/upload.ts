import { UPLOAD_FIELDS, UPLOAD_PATHS } from '../../shared/contracts/forms.ts';
import type { Locale } from '../../shared/locale.ts';

/**
 * Sends a file through the site's checked upload (`image`: pictures only, re-encoded; `file`: documents and pictures)
 * and gives its upload id, which a back-office call then makes a product's picture, a brand's logo or a certificate's
 * file. A refusal throws with the server's message.
 */
async function upload(kind: keyof typeof UPLOAD_PATHS, file: File, locale: Locale, fallback: string): Promise<number> {
  const body = new FormData();
  body.append(UPLOAD_FIELDS[kind], file);
  const res = await fetch(`${UPLOAD_PATHS[kind]}?lang=${locale}`, { method: 'POST', body, headers: { Accept: '*/*' } });
  const up = (await res.json()) as { isSuccess: boolean; data: { id: number } | null; messages: { item1: string }[] };
  if (!up.isSuccess || !up.data) throw new Error(up.messages[0]?.item1 ?? fallback);
  return up.data.id;
}

export const uploadPicture = (file: File, locale: Locale, fallback: string) => upload('image', file, locale, fallback);
export const uploadDocument = (file: File, locale: Locale, fallback: string) => upload('file', file, locale, fallback);
