/**
 * The search queries an attacker would send to make the server work hardest, each within the 200 characters a query
 * may have: long words (typo candidates grow with the square of a word's length), many code parts, long compounds.
 * The unit test of the query planner bounds their work; `npm run bench` measures them against an ordinary query.
 */
export const ORDINARY_QUERY = 'دوربین مداربسته';

export const ADVERSARIAL_QUERIES: Record<string, string> = {
  'one 200-letter mixed word': 'ابcdefghij'.repeat(20),
  'eight 24-letter words': Array.from({ length: 8 }, (_, i) => 'دوربینمداربستهبولتاتشنشان'.slice(i % 3, (i % 3) + 23) + 'x').join(' '),
  'a code of 66 parts': Array.from({ length: 66 }, (_, i) => 'ab'[i % 2] + 'cd'[i % 2]).join('-'),
  'twenty two-word compounds': Array.from({ length: 20 }, () => 'مدار بسته').join(' '),
  'long Persian compound': 'هایکویژن'.repeat(25),
  'twelve 16-letter typos': Array.from({ length: 12 }, (_, i) => 'مگاپیسکلدوربیمنا'.slice(0, 15) + 'ابپتثجچحخدذرزژسش'[i])
    .join(' ')
    .slice(0, 200),
};
