import { readNote } from '../../shared/order-notes.ts';
import { localDigits } from '../../shared/format.ts';
import { useI18n, type T } from './admin-i18n.tsx';

export interface NotePiece {
  text: string;
  /**
   * `code`: a Sayad id, a tracking code — one left-to-right piece; `typed`: the operator's words, in their own
   * direction; both isolated from the sentence around them. Without it, the sentence in the page's language.
   */
  kind?: 'code' | 'typed';
  /** A code of digits alone (a Sayad id): shown in the page's digits. */
  digits?: boolean;
}

/** The parameters that are codes rather than words: shown as stored, never translated or given Persian digits. */
const CODES = new Set(['sayadId', 'refId', 'authority', 'trackingCode']);
/** Codes made of digits alone, written in the page's digits (still one left-to-right piece). */
const DIGIT_CODES = new Set(['sayadId']);
/** Marks where a code goes in the translated sentence, so it can become a piece of its own. */
const MARK = '\u0000';

/**
 * An order event's note in the operator's language (shared/order-notes.ts): the server's part through
 * `orders.notes.<key>` (a status by its name, an amount in Toman), then the operator's words as typed.
 */
export function notePieces(stored: string, t: T): NotePiece[] {
  const { machine, text } = readNote(stored);
  const pieces: NotePiece[] = [];
  if (machine) {
    const { key, ...params } = machine as { key: string } & Record<string, string | number>;
    const shown = Object.fromEntries(
      Object.entries(params).map(([name, v]) => [
        name,
        CODES.has(name)
          ? `${MARK}${name}${MARK}`
          : name === 'status'
            ? t(`orders.statuses.${v}`)
            : name === 'amountToman'
              ? t('price.toman', { amount: v })
              : v,
      ]),
    );
    t(`orders.notes.${key}`, shown)
      .split(MARK)
      .forEach((part, i) => {
        if (i % 2) pieces.push({ text: String(params[part]), kind: 'code', digits: DIGIT_CODES.has(part) });
        else if (part) pieces.push({ text: part });
      });
  }
  if (text) pieces.push(...(pieces.length ? [{ text: ' — ' }] : []), { text, kind: 'typed' as const });
  return pieces;
}

/** A note as the timeline shows it. */
export function OrderNote({ note }: { note: string }) {
  const { t, locale } = useI18n();
  return (
    <span className="adm-muted">
      {notePieces(note, t).map((p, i) =>
        p.kind === 'code' ? (
          <bdi key={i} dir="ltr">
            {p.digits ? localDigits(p.text, locale) : p.text}
          </bdi>
        ) : p.kind === 'typed' ? (
          <bdi key={i}>{localDigits(p.text, locale)}</bdi>
        ) : (
          p.text
        ),
      )}
    </span>
  );
}
