import { foldedWords, indexedWords } from '../../../lib/search-text.ts';
import type { IndexedText } from './text-index.ts';

/**
 * A product's hits of a word, per field, packed in 16 bits: name (bits 0-5), code (6-10) and
 * short description (11-15), each counted up to what its bits hold.
 */
const FIELDS = [
  { shift: 0, most: 63, weight: 10 },
  { shift: 6, most: 31, weight: 10 },
  { shift: 11, most: 31, weight: 3 },
] as const;

/**
 * The words of a product's own text (name, code, short description) as the search index holds
 * them: folded (accents and case aside) and split as the full-text indexes split them.
 */
export function productText(name: string, code: string, shortDescription: string | null): IndexedText {
  const words = new Map<string, number>();
  let length = 0;
  [name, code, shortDescription ?? ''].forEach((text, field) => {
    const { shift, most } = FIELDS[field] as (typeof FIELDS)[number];
    for (const word of foldedWords(text)) {
      const hits = words.get(word) ?? 0;
      if (((hits >> shift) & most) < most) words.set(word, hits + (1 << shift));
      length += 1;
    }
  });
  return { words, length };
}

/** A translated name's words (with and without the Arabic article, as suggestions hold them). */
export function nameText(name: string): IndexedText {
  const words = new Map<string, number>();
  for (const word of indexedWords(name)) words.set(word, 1);
  return { words, length: words.size };
}

/**
 * The weighted hits of packed `hits`: a name's or code's word counts ten times, a short
 * description's three (as relevance weighed them in SQLite's full-text ranking).
 */
export function weightedHits(hits: number): number {
  // Unrolled from FIELDS: it runs once per posting of a ranked search.
  return (hits & 63) * 10 + ((hits >> 6) & 31) * 10 + ((hits >> 11) & 31) * 3;
}
