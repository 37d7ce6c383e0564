import { expect } from 'chai';
import { chunks } from '../../../../../shared/search/normalize.ts';
import { ADVERSARIAL_QUERIES } from '../../../../../scripts/adversarial-queries.ts';
import type { Match } from '../../../../../server/db/repos/search-match.ts';
import { planQuery, regroup, MAX_TYPO_CANDIDATES, MAX_WORDS, TYPO_MAX_LENGTH, type Vocabulary } from '../../../../../server/services/search/query-plan.ts';

/** A vocabulary that knows a few words and counts how many strings each call asks about (the work a query costs). */
function countingVocabulary(words: Record<string, number>) {
  const stats = { asked: 0, calls: 0, longest: 0 };
  const note = (list: string[]) => {
    stats.calls++;
    stats.asked += list.length;
    for (const w of list) stats.longest = Math.max(stats.longest, [...w].length);
  };
  const vocab: Vocabulary = {
    async prefixed(list) {
      note(list);
      return new Set(list.filter((w) => Object.keys(words).some((t) => t.startsWith(w))));
    },
    async known(list) {
      note(list);
      return new Map(list.filter((t) => t in words).map((t) => [t, words[t]]));
    },
  };
  return { vocab, stats };
}

const termsOf = (m: Match | null): string[] => (m === null ? [] : m.kind === 'prefix' ? m.terms : m.of.flatMap(termsOf));

describe('server/services/search/query-plan: the work of any query is bounded', () => {
  for (const [shape, q] of Object.entries(ADVERSARIAL_QUERIES)) {
    it(`${shape}: few strings asked, few terms matched`, async () => {
      const { vocab, stats } = countingVocabulary({ دوربین: 3, مداربسته: 2, مدار: 1, بسته: 1, هایک: 1, ویژن: 1 });
      const p = await planQuery(chunks(q), vocab);
      await regroup(chunks(q), vocab);
      expect(stats.asked, 'strings looked up').to.be.at.most(MAX_TYPO_CANDIDATES + 4 * MAX_WORDS);
      expect(termsOf(p.match).length, 'terms matched').to.be.at.most(2 * MAX_WORDS);
    });
  }

  it(`still forgives a typo in a word of up to ${TYPO_MAX_LENGTH} letters, not in longer ones`, async () => {
    const word = 'مگاپیکسل'.padEnd(TYPO_MAX_LENGTH, 'ب');
    const typo = (w: string) => w.slice(0, 3) + 'ت' + w.slice(4);
    const { vocab } = countingVocabulary({ [word]: 1 });
    const fixed = await planQuery(chunks(typo(word)), vocab);
    expect(fixed.corrected).to.equal(true);
    const long = word + 'ب';
    const { vocab: vocab2, stats } = countingVocabulary({ [long]: 1 });
    const tooLong = await planQuery(chunks(typo(long)), vocab2);
    expect(tooLong.corrected).to.equal(false);
    expect(stats.asked).to.be.below(10);
  });

  it('every shape fits in a query (200 characters)', () => {
    for (const q of Object.values(ADVERSARIAL_QUERIES)) expect(q.length).to.be.within(150, 200);
  });

  it('suggestion-sized queries share the same bounds (one planner)', async () => {
    const { vocab, stats } = countingVocabulary({});
    await planQuery(chunks('ابcdefghij'.repeat(10)), vocab);
    expect(stats.asked).to.be.at.most(MAX_TYPO_CANDIDATES + 4 * MAX_WORDS);
  });
});
