import { lowerBound } from '../../lib/lower-bound.js';

/** One way a query word can match: all its terms (a prefix, or a whole word as the catalogue writes it). */
export type Clause = { lexeme: string; prefix: boolean }[];

/**
 * Where a word stands in a product, best first: its name (the search vector's weight A), its
 * tags and category words (B), its description (C); NOWHERE when it is not in the product.
 */
export const NOWHERE = 3;

/** A lexeme and its positions in a tsvector's text ('hoodi':3A,7B,16C). */
const LEXEME = /'((?:[^']|'')*)'(?::([0-9A-D,]+))?/g;

function tierOf(positions: string | undefined): number {
  if (positions?.includes('A')) return 0;
  return positions?.includes('B') ? 1 : 2;
}

/** Each cell the larger of the two: a clause needs all its terms. */
function keepWorst(into: Uint8Array, other: Uint8Array): void {
  for (let i = 0; i < into.length; i++) if (other[i]! > into[i]!) into[i] = other[i]!;
}

/** Each cell the smaller of the two: a word matches by any of its clauses. */
function keepBest(into: Uint8Array, other: Uint8Array): void {
  for (let i = 0; i < into.length; i++) if (other[i]! < into[i]!) into[i] = other[i]!;
}

/**
 * The products' search vectors turned round (decision record 019): for each word of the
 * catalogue (a stem, as PostgreSQL's text search writes it), the products it is in and where
 * it stands in each. Products are numbered by their place in the catalogue index; a product's
 * place and the word's standing share one number (place × 4 + standing).
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

  /** Done adding: the words sorted (a prefix's words then sit together) and their lists packed. */
  seal(): void {
    this.words = [...this.building!.keys()].sort();
    this.postings = this.words.map((w) => Int32Array.from(this.building!.get(w)!));
    this.building = undefined;
  }

  /**
   * How each of `size` products matches a search: each query word's clauses ORed, the words
   * ANDed, as PostgreSQL's tsquery matches them. A product's standing is that of its worst
   * word, each word standing where its best clause does, and a clause where its worst term
   * does: NOWHERE when it does not match.
   */
  match(groups: Clause[][], size: number): Uint8Array {
    let all: Uint8Array | undefined;
    for (const clauses of groups) {
      const word = new Uint8Array(size).fill(NOWHERE);
      for (const terms of clauses) {
        let clause: Uint8Array | undefined;
        for (const term of terms) {
          const standing = this.standingOf(term, size);
          if (clause) keepWorst(clause, standing);
          else clause = standing;
        }
        if (clause) keepBest(word, clause);
      }
      if (all) keepWorst(all, word);
      else all = word;
    }
    return all ?? new Uint8Array(size).fill(NOWHERE);
  }

  /** Where a term stands in each product: the best of every word it matches (one, or all a prefix begins). */
  private standingOf(term: Clause[number], size: number): Uint8Array {
    const standing = new Uint8Array(size).fill(NOWHERE);
    for (let w = lowerBound(this.words, term.lexeme); w < this.words.length; w++) {
      const word = this.words[w]!;
      if (term.prefix ? !word.startsWith(term.lexeme) : word !== term.lexeme) break;
      for (const posting of this.postings[w]!) {
        const place = posting >> 2;
        const tier = posting & 3;
        if (tier < standing[place]!) standing[place] = tier;
      }
    }
    return standing;
  }
}
