import { expect } from 'chai';
import { bestByScore, rankPool, type PoolEntry } from '../../../../../server/db/repos/search-ranking.ts';

describe('relevance over the memory index (search-ranking.ts)', () => {
  it('picks the best by score as `order by score desc, id limit n` would, ties by document', () => {
    let seed = 7;
    const random = () => (seed = (seed * 16807) % 2147483647) / 2147483647;
    for (const [n, count] of [
      [0, 5],
      [3, 5],
      [5, 5],
      [2_000, 10],
      [2_000, 1_000],
      [2_000, 1_999],
    ]) {
      // Few distinct scores, so many ties straddle the cut.
      const docs = Int32Array.from({ length: n }, (_, i) => i * 3);
      const scores = Float64Array.from({ length: n }, () => Math.floor(random() * 40) / 4);
      const expected = [...docs.keys()].sort((a, b) => scores[b] - scores[a] || docs[a] - docs[b]).slice(0, count);
      expect(bestByScore({ docs, scores }, count), `${count} of ${n}`).to.deep.equal(expected);
    }
  });

  describe('rankPool: the order of relevance, reading stock only as far as the page needs', () => {
    let seed = 11;
    const random = () => (seed = (seed * 16807) % 2147483647) / 2147483647;
    const pick = <T>(xs: T[]) => xs[Math.floor(random() * xs.length)];

    it('orders as a full sort by tier, band, featured, in stock, score and id would, leaving inactive products out', async () => {
      for (let round = 0; round < 200; round++) {
        // Classes larger than a batch of stock reads, and pages smaller than a class, so reading stops inside a class.
        const size = Math.floor(random() * 300);
        const pool: PoolEntry[] = Array.from({ length: size }, (_, i) => ({
          id: i + 1,
          tier: pick([2, 3]),
          band: 4,
          featured: random() < 0.2 ? 1 : 0,
          score: pick([1, 1.5, 2, 2.5]),
        }));
        const stock = new Map(pool.map((e) => [e.id, random() < 0.7]));
        const inactive = new Set(pool.filter(() => random() < 0.1).map((e) => e.id));
        const wanted = Math.floor(random() * 12);
        const expected = pool
          .filter((e) => !inactive.has(e.id))
          .sort(
            (a, b) =>
              a.tier - b.tier ||
              b.band - a.band ||
              b.featured - a.featured ||
              Number(stock.get(b.id)) - Number(stock.get(a.id)) ||
              b.score - a.score ||
              a.id - b.id,
          )
          .slice(0, wanted)
          .map((e) => e.id);
        const read = async (ids: number[]) => new Map(ids.filter((id) => !inactive.has(id)).map((id) => [id, stock.get(id)!]));
        expect(await rankPool([...pool].reverse(), wanted, read), `round ${round}`).to.deep.equal(expected);
      }
    });

    it('reads the stock of a few dozen products, not of the thousand, when the best class is large', async () => {
      const pool: PoolEntry[] = Array.from({ length: 1_000 }, (_, i) => ({ id: i + 1, tier: 2, band: 4, featured: 0, score: 1_000 - i }));
      const asked: number[] = [];
      const read = async (ids: number[]) => (asked.push(...ids), new Map(ids.map((id) => [id, id % 10 !== 0])));
      const page = await rankPool(pool, 8, read);
      expect(page).to.deep.equal([1, 2, 3, 4, 5, 6, 7, 8]);
      expect(asked.length).to.be.at.most(16);
    });
  });
});
