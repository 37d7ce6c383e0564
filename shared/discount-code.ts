import { asciiDigits } from './digits.ts';

/** Codes are typed loosely (Persian digits, spaces, lower case); they are kept upper case. One rule for the cart and the back office. */
export const normalizeDiscountCode = (typed: string) => asciiDigits(typed).replace(/\s+/g, '').toUpperCase();
