/**
 * The plural category of a count, as `Intl.PluralRules` gives it (a unit test compares the two). The site's two
 * languages are written out from CLDR: building the first PluralRules of a page loads the language's data, 15–20 ms
 * on a slow phone, inside the first render that shows a count. Any other language is Intl's.
 */
export function pluralCategory(language: string, count: number): Intl.LDMLPluralRule {
  switch (language.split('-')[0]) {
    case 'en': // one: i = 1 and v = 0
      return Math.abs(count) === 1 ? 'one' : 'other';
    case 'fa': // one: i = 0 or n = 1
      return Math.trunc(Math.abs(count)) === 0 || Math.abs(count) === 1 ? 'one' : 'other';
    default:
      return new Intl.PluralRules(language).select(count);
  }
}
