import { expect } from 'chai';
import { alphabetFor, editCandidates, editDistance } from '../../../../../server/services/search/edits.ts';

describe('server/services/search/edits', () => {
  describe('editDistance (optimal string alignment)', () => {
    for (const [a, b, d] of [
      ['دوربین', 'دوربین', 0],
      ['دوربین', 'دوربیم', 1], // replaced
      ['دوربین', 'دوبین', 1], // deleted
      ['دوربین', 'دوربینن', 1], // inserted
      ['مگاپیکسل', 'مگاپیسکل', 1], // neighbours swapped
      ['notifier', 'notifer', 1],
      ['speedface', 'speedfase', 1],
      ['abc', 'cba', 2],
      ['', 'abc', 3],
      ['kitten', 'sitting', 3],
    ] as const) {
      it(`${a || '∅'} → ${b}: ${d}`, () => {
        expect(editDistance(a, b)).to.equal(d);
        expect(editDistance(b, a)).to.equal(d);
      });
    }
  });

  describe('editCandidates', () => {
    it('is exactly the set of strings one edit away (over the alphabet)', () => {
      const alphabet = ['a', 'b', 'c'];
      const word = 'abca';
      const got = editCandidates(word, alphabet);
      expect(new Set(got).size, 'no duplicates').to.equal(got.length);
      expect(got).to.not.include(word);
      for (const c of got) expect(editDistance(word, c), c).to.equal(1);
      // Every string of length 3–5 over the alphabet at distance one is generated.
      const all = (n: number): string[] => (n === 0 ? [''] : all(n - 1).flatMap((s) => alphabet.map((c) => s + c)));
      const expected = [3, 4, 5].flatMap(all).filter((s) => editDistance(word, s) === 1);
      expect([...got].sort()).to.deep.equal(expected.sort());
    });

    it('reaches the usual Persian typos of a word', () => {
      const got = editCandidates('مگاپیسکل');
      expect(got).to.include('مگاپیکسل');
      expect(editCandidates('دوربیم')).to.include('دوربین');
      expect(editCandidates('دوبین')).to.include('دوربین');
    });

    it('stays in the script of the word, so a Persian word costs no Latin candidates', () => {
      const persian = editCandidates('دوربیم');
      const latin = editCandidates('notifer');
      expect(persian).to.include('دوربین');
      expect(latin).to.include('notifier');
      expect(persian.filter((c) => /[a-z0-9]/.test(c))).to.deep.equal([]);
      expect(latin.filter((c) => /[\u0600-\u06FF]/.test(c))).to.deep.equal([]);
    });
  });

  describe('alphabetFor', () => {
    it('offers Persian letters for Persian words, Latin letters and digits for Latin ones, both for a mix', () => {
      expect(alphabetFor('دوربین')).to.include('پ').and.not.include('a');
      expect(alphabetFor('ds2cd')).to.include('a').and.include('7').and.not.include('پ');
      expect(alphabetFor('4مگا')).to.include('پ').and.include('a');
    });
  });
});
