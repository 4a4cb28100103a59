import { describe, expect, it } from 'vitest';
import { sortedWords } from '../src/modules/catalog/search-index/sorted-words.ts';
import { TextIndexBuilder } from '../src/modules/catalog/search-index/text-index.ts';
import { timeSlices } from '../src/modules/catalog/search-index/time-slices.ts';
import { topSlots } from '../src/modules/catalog/search-index/top.ts';
import { productText } from '../src/modules/catalog/search-index/words.ts';

/** A deterministic stream of numbers in [0, 1). */
function numbers(seed: number) {
  let state = seed;
  return () => {
    state = (Math.imul(state, 1664525) + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
}

describe('the search index parts', () => {
  it('sorts words in JavaScript order, in slices, however the words share their beginnings', async () => {
    const next = numbers(7);
    const letters = ['a', 'b', 'é', 'ش', '0', '9', 'z'];
    const words = new Set<string>(['', 'a', 'aa', 'ab']);
    // Enough words, sharing long beginnings (as product codes do), to go through the buckets.
    while (words.size < 20_000) {
      const length = 1 + Math.floor(next() * 8);
      let word = next() < 0.5 ? 'sk' : '';
      for (let i = 0; i < length; i += 1) word += letters[Math.floor(next() * letters.length)];
      words.add(word);
    }
    const list = [...words];
    expect(await sortedWords(list, timeSlices(1))).toEqual([...list].sort());
  });

  it('keeps the best of many in order without sorting them all, ties as the order says', () => {
    const next = numbers(11);
    const slots = Array.from({ length: 5_000 }, (_, i) => i + 1);
    const price = slots.map(() => Math.floor(next() * 50));
    const compare = (a: number, b: number) => (price[a - 1] as number) - (price[b - 1] as number) || a - b;
    for (const count of [1, 7, 60, 1_250, 5_000, 6_000]) {
      expect(topSlots(slots, compare, count)).toEqual([...slots].sort(compare).slice(0, count));
    }
    expect(topSlots(slots, compare, 0)).toEqual([]);
  });

  it('finds the products holding words by their beginnings, including those written since the build', async () => {
    const builder = new TextIndexBuilder();
    builder.add(1, productText('Linen Shirt', 'SK-000001', 'A shirt of linen'));
    builder.add(2, productText('Linen Trousers', 'SK-000002', null));
    builder.add(5, productText('Crème Brûlée Cup', 'SK-000005', null));
    const index = await builder.build(timeSlices(), 8);
    const holding = (prefix: string) => {
      const slots: number[] = [];
      index.collectHolders(prefix, new Uint32Array(16), 1, slots);
      return slots.sort((a, b) => a - b);
    };
    expect(holding('lin')).toEqual([1, 2]);
    expect(holding('shirt')).toEqual([1]);
    // Accents and case aside, and codes split where the full-text indexes split them.
    expect(holding('creme')).toEqual([5]);
    expect(holding('00000')).toEqual([1, 2, 5]);
    expect(holding('silk')).toEqual([]);
    expect(index.documents).toBe(3);

    index.write(2, productText('Silk Trousers', 'SK-000002', null));
    index.write(6, productText('Linen Towel', 'SK-000006', null));
    index.write(5, undefined);
    expect(holding('lin')).toEqual([1, 6]);
    expect(holding('silk')).toEqual([2]);
    expect(holding('creme')).toEqual([]);
    expect(index.documents).toBe(3);
  });

  it('counts a word in each field up to what its bits hold', () => {
    const text = productText('Tea tea TEA', 'T-1', 'tea '.repeat(40));
    expect(text.words.get('tea')).toBe(3 + (31 << 11));
    expect(text.length).toBe(3 + 2 + 40);
  });
});
