import { expect } from 'chai';
import { all, any, prefix, toFts5, toFts5Titles, toTsquery, toTsvector } from '../../../../../server/db/repos/search-match.ts';

const CODE = any([all([prefix(['ds']), prefix(['2cd']), prefix(['i'])]), prefix(['ds2cd'])]);

describe('server/db/repos/search-match', () => {
  it('spells a match for FTS5, quoting every term and matching one-letter words whole', () => {
    expect(toFts5(prefix(['دوربین']))).to.equal('"دوربین"*');
    expect(toFts5(all([prefix(['دوربین', 'دوربیم']), CODE]))).to.equal('(("دوربین"* OR "دوربیم"*) AND (("ds"* AND "2cd"* AND "i") OR "ds2cd"*))');
    expect(toFts5(prefix(['and']))).to.equal('"and"*');
    expect(toFts5(prefix(['a"b']))).to.equal('"a""b"*');
    expect(toFts5Titles(prefix(['ds']))).to.equal('{name_fa name_en code} : "ds"*');
  });

  it('spells a match for a PostgreSQL tsquery, optionally limited to weights', () => {
    expect(toTsquery(all([prefix(['دوربین', 'دوربیم']), CODE]))).to.equal("(('دوربین':* | 'دوربیم':*) & (('ds':* & '2cd':* & 'i') | 'ds2cd':*))");
    expect(toTsquery(prefix(["o'k"]))).to.equal("'o''k':*");
    expect(toTsquery(all([prefix(['ds']), prefix(['i'])]), 'AB')).to.equal("('ds':*AB & 'i':AB)");
  });

  it('collapses single-part groups', () => {
    expect(all([prefix(['a'])])).to.deep.equal(prefix(['a']));
    expect(any([prefix(['a'])])).to.deep.equal(prefix(['a']));
  });

  it('writes a weighted tsvector literal of our own words, positions running across fields', () => {
    expect(
      toTsvector([
        ['دوربین بولت', 'A'],
        ['ds 2cd', 'B'],
        ['', 'C'],
        ['x', 'D'],
      ]),
    ).to.equal("'دوربین':1A 'بولت':2A 'ds':3B '2cd':4B 'x':5D");
  });
});
