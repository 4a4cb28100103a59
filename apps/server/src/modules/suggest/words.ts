import { foldedWords } from '../../lib/search-text.ts';

/** Query words shorter than this match as prefixes only: one typo in three letters matches too much. */
export const MIN_TYPO_LENGTH = 4;

/** Query words past this many are left out: rarely typed, and they narrow little. */
const MAX_QUERY_WORDS = 5;

/** The words of a query, each once, in the order typed. */
export function queryWords(query: string): string[] {
  return [...new Set(foldedWords(query))].slice(0, MAX_QUERY_WORDS);
}

/**
 * A word's trigrams, with `^` marking its start, so "sneakers" has "^sn", "sne", … "ers". A
 * query word with one typo still shares all but at most four of its trigrams with the word
 * meant (a letter wrong or missing spoils three, two swapped four); the start mark makes words
 * that begin alike share one more.
 */
export function trigramsOf(word: string): string[] {
  const chars = Array.from(`^${word}`);
  if (chars.length <= 3) return [chars.join('')];
  const out = new Set<string>();
  for (let i = 0; i + 3 <= chars.length; i += 1) out.add(chars.slice(i, i + 3).join(''));
  return [...out];
}

/** How many of a query word's trigrams a word must share to be a candidate for one typo. */
export function sharedTrigramsNeeded(word: string): number {
  return Math.max(1, trigramsOf(word).length - 4);
}

/**
 * Whether `word` begins with `typed` but for one typo (a letter wrong, missing, extra, or two
 * side by side swapped): "sneakr" and "snaekers" both reach "sneakers". Exact prefixes are not
 * typos (see `word.startsWith`).
 */
export function typoPrefixOf(typed: string, word: string): boolean {
  const a = Array.from(typed);
  const b = Array.from(word);
  if (a.length < MIN_TYPO_LENGTH) return false;
  for (const length of [a.length, a.length - 1, a.length + 1]) {
    if (length >= 1 && length <= b.length && withinOneEdit(a, b.slice(0, length))) return true;
  }
  return false;
}

/** Optimal string alignment distance at most 1, in one pass. */
function withinOneEdit(a: string[], b: string[]): boolean {
  if (Math.abs(a.length - b.length) > 1) return false;
  let i = 0;
  while (i < a.length && i < b.length && a[i] === b[i]) i += 1;
  if (i === a.length && i === b.length) return true;
  const rest = (x: string[], from: number, y: string[], to: number) => x.slice(from).join('') === y.slice(to).join('');
  if (a.length === b.length) {
    const swapped = a[i] === b[i + 1] && a[i + 1] === b[i] && rest(a, i + 2, b, i + 2);
    return swapped || rest(a, i + 1, b, i + 1);
  }
  return a.length > b.length ? rest(a, i + 1, b, i) : rest(a, i, b, i + 1);
}
