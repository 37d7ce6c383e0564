import { expect } from 'chai';
import { MemoryIndexBuilder, type MemoryDocument } from '../../../../../server/db/repos/search-memory.ts';
import { all, any, prefix } from '../../../../../server/db/repos/search-match.ts';

const doc = (product_id: number, over: Partial<MemoryDocument>): MemoryDocument => ({
  product_id,
  name_fa: '',
  name_en: '',
  code: '',
  code_compact: '',
  brand: '',
  category: '',
  summary_fa: '',
  summary_en: '',
  brand_id: null,
  category_id: 1,
  featured: 0,
  ...over,
});

async function index(docs: MemoryDocument[]) {
  const builder = new MemoryIndexBuilder();
  builder.add(docs);
  let pauses = 0;
  const built = await builder.finish(async () => void pauses++);
  return { built, pauses };
}

const ids = (built: Awaited<ReturnType<typeof index>>['built'], docs: Int32Array) => [...docs].map((d) => built.id(d));

describe('the search index in memory (search-memory.ts)', () => {
  const docs = [
    doc(10, { name_fa: 'دوربین بولت', code: 'ds 2cd i ds2cdi', code_compact: 'ds2cdi', summary_en: 'camera' }),
    doc(20, { name_fa: 'دتکتور دودی', summary_fa: 'برای دوربین نیست' }),
    doc(30, { name_en: 'i series', summary_en: 'indoor' }),
  ];

  it('matches a longer word as the start of indexed words, a one-letter word only whole', async () => {
    const { built } = await index(docs);
    expect(ids(built, built.match(prefix(['دور'])).docs)).to.deep.equal([10, 20]);
    expect(ids(built, built.match(prefix(['i'])).docs)).to.deep.equal([10, 30]);
    expect(ids(built, built.match(prefix(['in'])).docs)).to.deep.equal([30]);
  });

  it('requires every part of an "all" and any part of an "any"', async () => {
    const { built } = await index(docs);
    expect(ids(built, built.match(all([prefix(['دوربین']), prefix(['بولت'])])).docs)).to.deep.equal([10]);
    expect(ids(built, built.match(any([prefix(['بولت']), prefix(['دتکتور'])])).docs)).to.deep.equal([10, 20]);
    expect(ids(built, built.match(all([prefix(['دوربین']), prefix(['ناموجود'])])).docs)).to.deep.equal([]);
  });

  it('looks only at names and codes for suggestions, and ranks a name above a summary', async () => {
    const { built } = await index(docs);
    expect(ids(built, built.match(prefix(['دوربین']), 'titles').docs)).to.deep.equal([10]);
    const { scores } = built.match(prefix(['دوربین']));
    expect(scores[0]).to.be.greaterThan(scores[1]);
  });

  it('answers the vocabulary questions of query planning', async () => {
    const { built } = await index(docs);
    expect([...built.prefixed(['دور', 'ds2', 'zz'])]).to.deep.equal(['دور', 'ds2']);
    expect([...built.known(['i', 'دوربین', 'دور'])]).to.deep.equal([
      ['i', 2],
      ['دوربین', 2],
    ]);
  });

  it('pauses between slices of a large build, so requests are served meanwhile', async () => {
    const many = Array.from({ length: 3_000 }, (_, i) => doc(i + 1, { code: `m${i} x${i} y${i} z${i} w${i} v${i} u${i}` }));
    const { built, pauses } = await index(many);
    expect(built.size).to.equal(3_000);
    expect(pauses).to.be.greaterThan(1);
  });
});
