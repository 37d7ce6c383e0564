import { expect } from 'chai';
import { chunks } from '../../../../../shared/search/normalize.ts';
import { toFts5 } from '../../../../../server/db/repos/search-match.ts';
import { planQuery, regroup, type Vocabulary } from '../../../../../server/services/search/query-plan.ts';

/** An in-memory vocabulary: indexed words and how many products use each. */
function vocabulary(words: Record<string, number>): Vocabulary & { asked: string[][] } {
  const asked: string[][] = [];
  return {
    asked,
    async prefixed(list) {
      asked.push(list);
      return new Set(list.filter((w) => Object.keys(words).some((t) => t.startsWith(w))));
    },
    async known(list) {
      return new Map(list.filter((t) => t in words).map((t) => [t, words[t]]));
    },
  };
}

const VOCAB = vocabulary({
  دوربین: 30,
  دوربینهای: 4,
  بولت: 8,
  مگاپیکسل: 12,
  4: 9,
  مداربسته: 20,
  مدار: 2,
  بسته: 2,
  هایک: 10,
  ویژن: 10,
  notifier: 6,
  ds: 3,
  '2cd1043g2': 1,
  i: 5,
  ds2cd1043g2i: 1,
  speedface: 1,
  حضور: 3,
  و: 40,
  غیاب: 3,
  ادرسپذیر: 9,
  پذیر: 1,
  اتشنشانی: 5,
});

const plan = async (q: string) => {
  const p = await planQuery(chunks(q), VOCAB);
  return { ...p, fts: p.match && toFts5(p.match) };
};

describe('server/services/search/query-plan', () => {
  describe('planQuery', () => {
    it('asks for every word as a prefix, all of them', async () => {
      const p = await plan('دوربین بولت');
      expect(p.fts).to.equal('("دوربین"* AND "بولت"*)');
      expect(p.corrected).to.equal(false);
      expect(p.text).to.equal('دوربین بولت');
    });

    it('matches a one-letter word whole', async () => {
      expect((await plan('حضور و غیاب')).fts).to.equal('("حضور"* AND "و" AND "غیاب"*)');
    });

    it('lets a code match by its pieces or by its compact form', async () => {
      expect((await plan('DS-2CD1043G2-I')).fts).to.equal('(("ds"* AND "2cd1043g2"* AND "i") OR "ds2cd1043g2i"*)');
    });

    it('forgives one typo in a word of five letters or more, showing the fix', async () => {
      const p = await plan('دوربیم مگاپیسکل');
      expect(p.fts).to.equal('("دوربین"* AND "مگاپیکسل"*)');
      expect(p.corrected).to.equal(true);
      expect(p.text).to.equal('دوربین مگاپیکسل');
      expect((await plan('notifer')).fts).to.equal('"notifier"*');
      expect((await plan('speedfase')).fts).to.equal('"speedface"*');
    });

    it('does not guess at typos in short words: a short unknown word matches nothing', async () => {
      const p = await plan('دوربین بولط');
      expect(p.match).to.equal(null);
    });

    it('keeps a word that starts an indexed word as it is, typo or not', async () => {
      expect((await plan('دوربی')).fts).to.equal('"دوربی"*');
    });

    it('matches nothing when a long word has no neighbour in the vocabulary', async () => {
      expect((await plan('دوربین xyzxyzxyz')).match).to.equal(null);
    });

    it('shows unchanged words as typed, with their آ and zero-width non-joiner', async () => {
      const p = await plan('آدرس‌پذیر مگاپیسکل');
      expect(p.text).to.equal('آدرس‌پذیر مگاپیکسل');
    });
  });

  describe('compounds', () => {
    it('also matches two neighbouring words run together where the index has them so ("مدار بسته")', async () => {
      const p = await plan('دوربین مدار بسته');
      expect(p.fts).to.equal('("دوربین"* AND (("مدار"* AND "بسته"*) OR "مداربسته"*))');
      expect(p.corrected).to.equal(false);
    });

    it('offers the run-together form of "آدرس پذیر", shown as typed', async () => {
      const p = await plan('آدرس پذیر');
      expect(p.fts).to.equal('(("ادرس"* AND "پذیر"*) OR "ادرسپذیر"*)');
      expect(p.text).to.equal('آدرس پذیر');
    });

    it('matches the run-together form alone when a half is unknown ("آتش نشانی")', async () => {
      expect((await plan('آتش نشانی')).fts).to.equal('"اتشنشانی"*');
    });
  });

  describe('regroup', () => {
    it('splits a word that starts nothing where both halves are indexed ("هایکویژن" → "هایک ویژن")', async () => {
      const other = await regroup(chunks('هایکویژن'), VOCAB);
      expect(other?.map((c) => c.parts[0])).to.deep.equal(['هایک', 'ویژن']);
      expect((await planQuery(other!, VOCAB)).text).to.equal('هایک ویژن');
    });

    it('has no other reading for words that are fine as they are', async () => {
      expect(await regroup(chunks('دوربین بولت'), VOCAB)).to.equal(null);
      expect(await regroup(chunks('DS-2CD1043G2-I'), VOCAB)).to.equal(null);
    });
  });
});
