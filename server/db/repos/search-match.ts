/*
 * What a search asks the index for, independent of the engine, and its spelling in each engine's query language.
 * Terms are normalised words (letters and digits only, see shared/search/normalize.ts).
 */

export type Match =
  /** Any of these words as the start of an indexed word (see `isPrefix`). */
  { kind: 'prefix'; terms: string[] } | { kind: 'all'; of: Match[] } | { kind: 'any'; of: Match[] };

/**
 * A one-letter word ("و", "2", the "i" of "DS-2CD1043G2-I") matches only itself: as a prefix it would stand for a
 * large part of the vocabulary, costly to merge and useless to the visitor. Longer words match as prefixes.
 */
export const isPrefix = (term: string) => [...term].length > 1;

export const prefix = (terms: string[]): Match => ({ kind: 'prefix', terms });
/** All of the parts; a single part stands for itself. */
export const all = (of: Match[]): Match => (of.length === 1 ? of[0] : { kind: 'all', of });
/** Any of the parts; a single part stands for itself. */
export const any = (of: Match[]): Match => (of.length === 1 ? of[0] : { kind: 'any', of });

const group = (items: string[], op: string) => (items.length === 1 ? items[0] : `(${items.join(` ${op} `)})`);

/** SQLite FTS5 MATCH syntax: `("دوربین"* AND ("ds"* OR "ds2cd"*))`. Terms are quoted, so "and"/"or" stay words. */
export function toFts5(m: Match): string {
  if (m.kind === 'prefix')
    return group(
      m.terms.map((t) => `"${t.replaceAll('"', '""')}"${isPrefix(t) ? '*' : ''}`),
      'OR',
    );
  return group(m.of.map(toFts5), m.kind === 'all' ? 'AND' : 'OR');
}

/** The same, restricted to the product_fts columns of names and codes. */
export const toFts5Titles = (m: Match) => `{name_fa name_en code} : ${toFts5(m)}`;

const lexeme = (t: string) => `'${t.replaceAll('\\', '\\\\').replaceAll("'", "''")}'`;

/**
 * PostgreSQL tsquery input syntax (cast with `::tsquery`, so no parser or dictionary touches the terms). `weights`
 * restricts the terms to those tsvector weights ("AB": names and codes).
 */
export function toTsquery(m: Match, weights = ''): string {
  if (m.kind === 'prefix') {
    return group(
      m.terms.map((t) => `${lexeme(t)}${isPrefix(t) ? ':*' : weights ? ':' : ''}${weights}`),
      '|',
    );
  }
  return group(
    m.of.map((x) => toTsquery(x, weights)),
    m.kind === 'all' ? '&' : '|',
  );
}

export type Weight = 'A' | 'B' | 'C' | 'D';

/**
 * A tsvector literal built from already-normalised text, so PostgreSQL indexes exactly our words (its own parser would
 * split "2e3x" into "2e3" and "x"). Positions run on across the fields.
 */
export function toTsvector(fields: [text: string, weight: Weight][]): string {
  const out: string[] = [];
  let position = 0;
  for (const [text, weight] of fields) {
    for (const word of text.split(' ')) {
      if (!word) continue;
      // tsvector positions stop at 16383; later words keep the last position, which only blurs proximity.
      position = Math.min(position + 1, 16383);
      out.push(`${lexeme(word)}:${position}${weight}`);
    }
  }
  return out.join(' ');
}
