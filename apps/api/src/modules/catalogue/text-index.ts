import { lowerBound } from '#api/lib/lower-bound.js';

/** One way a query word can match: all its terms (a prefix, or a whole word as the catalogue writes it). */
export type Clause = { lexeme: string; prefix: boolean }[];

/**
 * The weight tiers of a word in a product, best first: its name (the search vector's weight A),
 * its tags and category words (B), its description (C).
 */
export const WEIGHT_TIERS = 3;

/** A lexeme and its positions in a tsvector's text ('hoodi':3A,7B,16C). */
const LEXEME = /'((?:[^']|'')*)'(?::([0-9A-D,]+))?/g;

function tierOf(positions: string | undefined): number {
  if (positions?.includes('A')) return 0;
  return positions?.includes('B') ? 1 : 2;
}

/** A list of matches: for each product matched, in increasing order, its place × 4 + its weight tier. */
export type Matches = Int32Array;

/** The intersection of two lists, each product in its worse tier: a clause needs all its terms. */
function intersect(a: Matches, b: Matches): Matches {
  const out = new Int32Array(Math.min(a.length, b.length));
  let n = 0;
  for (let i = 0, j = 0; i < a.length && j < b.length;) {
    const x = a[i]! >> 2;
    const y = b[j]! >> 2;
    if (x < y) i++;
    else if (y < x) j++;
    else out[n++] = Math.max(a[i++]!, b[j++]!);
  }
  return out.subarray(0, n);
}

/** The union of two lists, each product in its better tier: a word matches by any of its clauses. */
function union(a: Matches, b: Matches): Matches {
  const out = new Int32Array(a.length + b.length);
  let n = 0;
  let i = 0;
  let j = 0;
  while (i < a.length || j < b.length) {
    const x = i < a.length ? a[i]! >> 2 : Infinity;
    const y = j < b.length ? b[j]! >> 2 : Infinity;
    if (x < y) out[n++] = a[i++]!;
    else if (y < x) out[n++] = b[j++]!;
    else out[n++] = Math.min(a[i++]!, b[j++]!);
  }
  return out.subarray(0, n);
}

/**
 * The products' search vectors turned round (decision record 019): for each word of the
 * catalogue (a stem, as PostgreSQL's text search writes it), the products it is in and its
 * weight tier in each. Products are numbered by their place in the catalogue index; a product's
 * place and the word's tier share one number (place × 4 + tier).
 */
export class TextIndex {
  private building? = new Map<string, number[]>();
  private words: string[] = [];
  private postings: Int32Array[] = [];

  /** Adds the product at `place` by its search vector's text; places come in increasing order. */
  add(place: number, vector: string): void {
    for (const [, quoted, positions] of vector.matchAll(LEXEME)) {
      const word = quoted!.replace(/''/g, "'").replace(/\\\\/g, '\\');
      const list = this.building!.get(word);
      const posting = place * 4 + tierOf(positions);
      if (list) list.push(posting);
      else this.building!.set(word, [posting]);
    }
  }

  /** Adds words of the product at `place` as they are written (its Hindi name's), in the name's tier; each once. */
  addWords(place: number, words: string[]): void {
    for (const word of words) {
      const list = this.building!.get(word);
      if (list) list.push(place * 4);
      else this.building!.set(word, [place * 4]);
    }
  }

  /** The catalogue's words (the products' stems), sorted; the same array until the next reading. */
  get vocabulary(): readonly string[] {
    return this.words;
  }

  /** Done adding: the words sorted (a prefix's words then sit together) and their lists packed. */
  seal(): void {
    this.words = [...this.building!.keys()].sort();
    this.postings = this.words.map((w) => Int32Array.from(this.building!.get(w)!));
    this.building = undefined;
  }

  /**
   * The products a search matches, and where: each query word's clauses ORed, the words ANDed,
   * as PostgreSQL's tsquery matches them. A product's tier is its worst word's, each word's its
   * best clause's, and a clause's its worst term's.
   */
  match(groups: Clause[][]): Matches {
    let all: Matches | undefined;
    for (const clauses of groups) {
      let word: Matches = new Int32Array(0);
      for (const terms of clauses) {
        const clause = terms.map((term) => this.matchesOf(term)).reduce(intersect);
        word = union(word, clause);
      }
      all = all ? intersect(all, word) : word;
    }
    return all ?? new Int32Array(0);
  }

  /** The products a term matches: those with the word, or with any word the prefix begins. */
  private matchesOf(term: Clause[number]): Matches {
    let found: Matches = new Int32Array(0);
    for (let w = lowerBound(this.words, term.lexeme); w < this.words.length; w++) {
      const word = this.words[w]!;
      if (term.prefix ? !word.startsWith(term.lexeme) : word !== term.lexeme) break;
      found = found.length ? union(found, this.postings[w]!) : this.postings[w]!;
    }
    return found;
  }
}
