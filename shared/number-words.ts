import type { Locale } from './locale.ts';

/*
 * Whole numbers in words, for amounts written out on a cheque and an invoice ("به حروف"). Persian joins groups with
 * «و»; English uses the short scale. Up to the trillions, far beyond any order.
 */

const FA_ONES = [
  '',
  'یک',
  'دو',
  'سه',
  'چهار',
  'پنج',
  'شش',
  'هفت',
  'هشت',
  'نه',
  'ده',
  'یازده',
  'دوازده',
  'سیزده',
  'چهارده',
  'پانزده',
  'شانزده',
  'هفده',
  'هجده',
  'نوزده',
];
const FA_TENS = ['', '', 'بیست', 'سی', 'چهل', 'پنجاه', 'شصت', 'هفتاد', 'هشتاد', 'نود'];
const FA_HUNDREDS = ['', 'یکصد', 'دویست', 'سیصد', 'چهارصد', 'پانصد', 'ششصد', 'هفتصد', 'هشتصد', 'نهصد'];
const FA_SCALES = ['', 'هزار', 'میلیون', 'میلیارد', 'هزار میلیارد'];

const EN_ONES = [
  '',
  'one',
  'two',
  'three',
  'four',
  'five',
  'six',
  'seven',
  'eight',
  'nine',
  'ten',
  'eleven',
  'twelve',
  'thirteen',
  'fourteen',
  'fifteen',
  'sixteen',
  'seventeen',
  'eighteen',
  'nineteen',
];
const EN_TENS = ['', '', 'twenty', 'thirty', 'forty', 'fifty', 'sixty', 'seventy', 'eighty', 'ninety'];
const EN_SCALES = ['', 'thousand', 'million', 'billion', 'trillion'];

function faGroup(n: number): string {
  const parts = [FA_HUNDREDS[Math.floor(n / 100)]];
  const rest = n % 100;
  if (rest < 20) parts.push(FA_ONES[rest]);
  else parts.push(FA_TENS[Math.floor(rest / 10)], FA_ONES[rest % 10]);
  return parts.filter(Boolean).join(' و ');
}

function enGroup(n: number): string {
  const parts: string[] = [];
  if (n >= 100) parts.push(`${EN_ONES[Math.floor(n / 100)]} hundred`);
  const rest = n % 100;
  if (rest >= 20) parts.push(EN_TENS[Math.floor(rest / 10)] + (rest % 10 ? `-${EN_ONES[rest % 10]}` : ''));
  else if (rest) parts.push(EN_ONES[rest]);
  return parts.join(' ');
}

export function numberInWords(value: number, locale: Locale): string {
  const n = Math.floor(Math.abs(value));
  if (n === 0) return locale === 'fa' ? 'صفر' : 'zero';
  const groups: number[] = [];
  for (let rest = n; rest > 0; rest = Math.floor(rest / 1000)) groups.push(rest % 1000);
  const words = groups
    .map((g, i) => (g ? `${locale === 'fa' ? faGroup(g) : enGroup(g)}${i ? ` ${(locale === 'fa' ? FA_SCALES : EN_SCALES)[i]}` : ''}` : ''))
    .filter(Boolean)
    .reverse();
  return words.join(locale === 'fa' ? ' و ' : ' ');
}
