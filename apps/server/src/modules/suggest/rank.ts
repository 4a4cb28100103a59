import type { SuggestKind } from '../../db/types.ts';
import { indexedWords } from '../../lib/search-text.ts';
import { typoPrefixOf } from './words.ts';

export interface NameHit {
  id: number;
  kind: SuggestKind;
  locale: string;
  entity_id: number;
  name: string;
}

/**
 * The names that match every query word (each word begins a word of the name, or does but for
 * one typo), best first: fewer typos, then names that begin with the first word typed, then
 * shorter names, then alphabetical, so the same query always answers the same.
 */
export function rankNames<T extends NameHit>(hits: readonly T[], query: readonly string[]): T[] {
  const scored = hits.flatMap((hit) => {
    const words = indexedWords(hit.name);
    let typos = 0;
    for (const typed of query) {
      const cost = Math.min(...words.map((word) => (word.startsWith(typed) ? 0 : typoPrefixOf(typed, word) ? 1 : 2)));
      if (cost > 1) return [];
      typos += cost;
    }
    const first = words[0] ?? '';
    const leads = first.startsWith(query[0] ?? '') ? 0 : 1;
    return [{ hit, key: [typos, leads, hit.name.length] as const }];
  });
  scored.sort(
    (a, b) => a.key[0] - b.key[0] || a.key[1] - b.key[1] || a.key[2] - b.key[2] || compare(a.hit.name, b.hit.name),
  );
  return scored.map((entry) => entry.hit);
}

const compare = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/** The first `count` of `items` with a distinct `key`, in order. */
export function firstDistinct<T>(items: readonly T[], key: (item: T) => number, count: number): T[] {
  const seen = new Set<number>();
  const out: T[] = [];
  for (const item of items) {
    if (out.length === count) break;
    if (seen.has(key(item))) continue;
    seen.add(key(item));
    out.push(item);
  }
  return out;
}
