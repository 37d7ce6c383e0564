/**
 * The notes of an order's timeline (`order_events.note`): one format for whoever writes or reads them.
 *
 * A note the server writes itself is stored as a small JSON object, `{"key":"notPaidInTime"}` or
 * `{"key":"chequeSubmitted","sayadId":"…"}`: a key of `orders.notes` in locales/{fa,en}/admin.json and its parameters,
 * so that each reader sees it in their own language. The operator's own words, when they come with it (a refund's
 * reason), ride along as `text` and are shown as typed.
 *
 * Anything else in the column is free text, shown as it is: an operator's note on its own (stored as typed) and every
 * note written before this format. An operator's note that itself starts with "{" is stored as `{"text":"…"}`, so
 * that it can never be read as one of the server's.
 */
export type MachineNote =
  | { key: 'cancelledByOperator' }
  | { key: 'notPaidInTime' }
  /** A described cheque the operator did not confirm by its review deadline and grace: the hold lapsed. */
  | { key: 'chequeNotReviewed' }
  | { key: 'chequeSubmitted'; sayadId: string }
  | { key: 'paidOnline'; refId: string }
  /** The customer cancelled (or the bank refused) at the gateway: the order still waits for its payment. */
  | { key: 'paymentCancelled' }
  /** A payment that arrived after the order had left `status` for good (cancelled): its money is owed back. */
  | { key: 'paidLate'; authority: string; status: string }
  /** A second payment for an order already paid (two attempts both paid at the gateway): the second is owed back. */
  | { key: 'paidTwice'; authority: string }
  | { key: 'shipped'; trackingCode: string }
  | { key: 'refunded'; amountToman: number }
  /** A quote's deposit paid online (issue 31): its cheques come next. */
  | { key: 'depositPaid'; refId: string }
  /** One cheque of a quote's order confirmed by the operator, its amount in Toman. */
  | { key: 'chequeConfirmed'; amount: number }
  /** A described cheque the operator refused: the customer describes it again. */
  | { key: 'chequeRefused' };

export type NoteKey = MachineNote['key'];

/** Each key's parameters: what a stored note must carry to be read as that key. */
const PARAMS: { [K in NoteKey]: Exclude<keyof Extract<MachineNote, { key: K }>, 'key'>[] } = {
  cancelledByOperator: [],
  notPaidInTime: [],
  chequeNotReviewed: [],
  chequeSubmitted: ['sayadId'],
  paidOnline: ['refId'],
  paymentCancelled: [],
  paidLate: ['authority', 'status'],
  paidTwice: ['authority'],
  shipped: ['trackingCode'],
  refunded: ['amountToman'],
  depositPaid: ['refId'],
  chequeConfirmed: ['amount'],
  chequeRefused: [],
};

export interface OrderNote {
  /** The server's part, or null for free text. */
  machine: MachineNote | null;
  /** The operator's words (or an older note), as typed. */
  text: string | null;
}

/** The stored form of a note: the server's part with the operator's words, or the operator's words alone; null for none. */
export function writeNote(machine: MachineNote, text?: string | null): string;
export function writeNote(machine: MachineNote | null, text?: string | null): string | null;
export function writeNote(machine: MachineNote | null, text?: string | null): string | null {
  const words = text?.trim() || null;
  if (machine) return JSON.stringify(words ? { ...machine, text: words } : machine);
  if (!words) return null;
  return words.startsWith('{') ? JSON.stringify({ text: words }) : words;
}

const isKey = (key: unknown): key is NoteKey => typeof key === 'string' && Object.hasOwn(PARAMS, key);
const isParam = (v: unknown) => typeof v === 'string' || (typeof v === 'number' && Number.isFinite(v));

/** A stored note read back: the server's part (only a known key with all its parameters) and the free text. */
export function readNote(stored: string | null): OrderNote {
  if (!stored) return { machine: null, text: null };
  if (!stored.startsWith('{')) return { machine: null, text: stored };
  let parsed: unknown;
  try {
    parsed = JSON.parse(stored);
  } catch {
    return { machine: null, text: stored };
  }
  if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) return { machine: null, text: stored };
  const { key, text, ...rest } = parsed as Record<string, unknown>;
  const words = typeof text === 'string' ? text : null;
  if (key === undefined && words !== null && Object.keys(rest).length === 0) return { machine: null, text: words };
  if (!isKey(key) || !PARAMS[key].every((p) => isParam(rest[p]))) return { machine: null, text: stored };
  const params = Object.fromEntries((PARAMS[key] as string[]).map((p) => [p, rest[p]]));
  return { machine: { key, ...params } as MachineNote, text: words };
}
