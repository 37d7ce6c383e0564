import { UPLOAD_FIELDS, UPLOAD_PATHS } from '../../shared/contracts/forms.ts';
import type { Locale } from '../../shared/locale.ts';

/**
 * Sends a picture through the site's picture upload (checked and re-encoded there) and gives its upload id, which a
 * back-office call then turns into a product picture or a brand logo. A refusal throws with the server's message.
 */
export async function uploadPicture(file: File, locale: Locale, fallback: string): Promise<number> {
  const body = new FormData();
  body.append(UPLOAD_FIELDS.image, file);
  const res = await fetch(`${UPLOAD_PATHS.image}?lang=${locale}`, { method: 'POST', body, headers: { Accept: '*/*' } });
  const up = (await res.json()) as { isSuccess: boolean; data: { id: number } | null; messages: { item1: string }[] };
  if (!up.isSuccess || !up.data) throw new Error(up.messages[0]?.item1 ?? fallback);
  return up.data.id;
}
