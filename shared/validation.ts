/*
 * One rule for the form and the server: what a visitor types (mobile, postal code, Sayad id, e-mail, national code) is
 * accepted or refused by the same functions in the browser and in the API. Pure: no Node, no DOM.
 * Rules and their sources: ../shared/docs/INTEGRATIONS.md §4.
 */
import { asciiDigits } from './digits.ts';

/**
 * What people put between digit groups: white space (NBSP included), ASCII and Unicode dashes, and the invisible bidi
 * marks that pasting a number from right-to-left text brings along (LRM, RLM, ALM, embeddings, isolates, ZWNJ/ZWJ).
 */
const SEPARATORS = /[\s\-\u2010-\u2015\u2212\u200B-\u200F\u061C\u202A-\u202E\u2066-\u2069\uFEFF]/g;

/** Digits normalised and the separators above removed. */
function compact(input: string): string {
  return asciiDigits(input).replace(SEPARATORS, '');
}

const MOBILE = /^(?:\+98|0098|98|0)?(9\d{9})$/;

/**
 * A mobile number as people type it — `+98`, `0098`, `98`, `0` or nothing before `9xxxxxxxxx`, Persian or Arabic digits,
 * spaces and dashes — in the one stored form `09xxxxxxxxx`, or null. The operator prefix is not checked: lists of
 * prefixes go stale (persian-tools 4.0.4 refuses 0934, which is in use).
 */
export function normalizeMobile(input: string): string | null {
  const match = MOBILE.exec(compact(input));
  return match ? `0${match[1]}` : null;
}

/** A mobile number fit for logs: `0912***6789`. Anything that is not a mobile number is hidden whole. */
export function maskMobile(input: string): string {
  const mobile = normalizeMobile(input);
  return mobile ? `${mobile.slice(0, 4)}***${mobile.slice(7)}` : '***';
}

const POSTAL_CODE = /^(\d{5})-?(\d{5})$/;

/**
 * An Iranian postal code (10 digits, an optional `-` after the fifth; Persian or Arabic digits accepted) as 10 ASCII
 * digits, or null. No check digit is known, so none is checked.
 */
export function normalizePostalCode(input: string): string | null {
  const match = POSTAL_CODE.exec(asciiDigits(input).trim());
  return match ? match[1] + match[2] : null;
}

export const isPostalCode = (input: string): boolean => normalizePostalCode(input) !== null;

/** A Sayad cheque id (16 digits, as printed or typed in groups) as 16 ASCII digits, or null. No check digit is known. */
export function normalizeSayadId(input: string): string | null {
  const digits = compact(input);
  return /^\d{16}$/.test(digits) ? digits : null;
}

export const isSayadId = (input: string): boolean => normalizeSayadId(input) !== null;

/*
 * The browser's own rule for <input type="email"> (WHATWG HTML), so the form, the browser and the server agree, plus a
 * dot in the domain (a shop has no use for addresses on a bare host name) and the RFC 5321 length limits.
 */
const EMAIL = /^[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)+$/;

/** A sane e-mail address (surrounding space ignored). */
export function isEmail(input: string): boolean {
  const email = input.trim();
  if (email.length > 254 || !EMAIL.test(email)) return false;
  const local = email.slice(0, email.lastIndexOf('@'));
  return local.length <= 64 && !local.startsWith('.') && !local.endsWith('.') && !local.includes('..');
}

/**
 * An Iranian national code (کد ملی) as 10 ASCII digits, or null: 8 to 10 digits (left-padded with zeros, as the
 * registry drops leading zeros on some cards), not ten of the same digit, not zeros in digits 4–9, and the check digit
 * `d[9]` must be `r` when `r < 2`, else `11 − r`, where `r = Σ d[i]·(10 − i) mod 11` (persian-tools' algorithm).
 * The issuing-office prefix is not checked against a list.
 */
export function normalizeNationalCode(input: string): string | null {
  const digits = compact(input);
  if (!/^\d{8,10}$/.test(digits)) return null;
  const code = digits.padStart(10, '0');
  if (/^(\d)\1{9}$/.test(code) || code.slice(3, 9) === '000000') return null;
  let sum = 0;
  for (let i = 0; i < 9; i++) sum += Number(code[i]) * (10 - i);
  const r = sum % 11;
  const check = Number(code[9]);
  return (r < 2 ? check === r : check === 11 - r) ? code : null;
}

export const isNationalCode = (input: string): boolean => normalizeNationalCode(input) !== null;

/*
 * Buyer profiles (issue #31): the ids of an official invoice. Each is typed loosely (Persian or Arabic digits, spaces,
 * dashes) and kept as ASCII digits. Rules and what is unconfirmed: ../shared/docs/INTEGRATIONS.md §4 and §7.
 */

/** The community's stricter postal-code rule (no 0 or 2 in the first five, no 5 at the fifth, no 2 in the last five, no
 * digit four times at the start): **unconfirmed** officially, so only applied when POSTAL_CODE_STRICT is on. */
const STRICT_POSTAL_CODE = /^(?!(\d)\1{3})[13-9]{4}[1346-9][013-9]{5}$/;

/** A postal code as a buyer types it (spaces and dashes anywhere, any digits) as 10 ASCII digits, or null. */
export function normalizeBuyerPostalCode(input: string, strict = false): string | null {
  const digits = compact(input);
  if (!/^\d{10}$/.test(digits)) return null;
  return !strict || STRICT_POSTAL_CODE.test(digits) ? digits : null;
}

/**
 * A legal person's national id (شناسه ملی) as 11 ASCII digits, or null: not all zeros, not zeros in digits 4–9, and
 * `d[10] == (Σ (d[9] + 2 + d[i]) · [29, 27, 23, 19, 17][i mod 5] for i = 0..9) mod 11` (10 read as 0), persian-tools'
 * `verifyIranianLegalId`.
 */
export function normalizeLegalId(input: string): string | null {
  const id = compact(input);
  if (!/^\d{11}$/.test(id) || /^0+$/.test(id) || id.slice(3, 9) === '000000') return null;
  const weights = [29, 27, 23, 19, 17];
  const d = Number(id[9]) + 2;
  let sum = 0;
  for (let i = 0; i < 10; i++) sum += (d + Number(id[i])) * weights[i % 5]!;
  const r = sum % 11 === 10 ? 0 : sum % 11;
  return Number(id[10]) === r ? id : null;
}

/**
 * An economic code (کد اقتصادی) as ASCII digits, or null: 12 digits, or (newer registrations, **unconfirmed** which is
 * current) a national code or a legal person's national id that passes its check.
 */
export function normalizeEconomicCode(input: string): string | null {
  const digits = compact(input);
  if (/^\d{12}$/.test(digits)) return digits;
  if (digits.length === 11) return normalizeLegalId(digits);
  if (digits.length === 10) return normalizeNationalCode(digits);
  return null;
}

/** A company's registration number (شماره ثبت): 1 to 10 digits (no published format; leading zeros dropped). */
export function normalizeRegistrationNo(input: string): string | null {
  const digits = compact(input);
  return /^\d{1,10}$/.test(digits) && !/^0+$/.test(digits) ? String(BigInt(digits)) : null;
}

const LANDLINE = /^(?:\+98|0098|98|0)([1-8]\d{9})$/;

/** A phone to reach a buyer at: a mobile (as normalizeMobile keeps it) or a landline with its area code, `0` + 10 digits. */
export function normalizePhone(input: string): string | null {
  const mobile = normalizeMobile(input);
  if (mobile) return mobile;
  const match = LANDLINE.exec(compact(input));
  return match ? `0${match[1]}` : null;
}
