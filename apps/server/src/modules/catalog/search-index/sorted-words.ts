import type { TimeSlices } from './time-slices.ts';

/** Parts this small are sorted at once (a few milliseconds at most). */
const SMALL = 2_048;

/**
 * `words` sorted in UTF-16 code-unit order (JavaScript's `<`), in time slices: a million
 * distinct words (every product code is one) take about a second to sort, far too long to hold
 * the thread. Most-significant-character buckets, depth first, until a bucket is small.
 * `words` must be distinct.
 */
export async function sortedWords(words: readonly string[], slices: TimeSlices): Promise<string[]> {
  const out: string[] = [];
  await sortPart(
    words.map((_, i) => i),
    0,
  );
  return out;

  async function sortPart(ids: number[], depth: number): Promise<void> {
    if (ids.length <= SMALL) {
      const part = ids.map((id) => words[id] as string).sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
      for (const word of part) out.push(word);
      await slices.slice();
      return;
    }
    const buckets = new Map<number, number[]>();
    for (let i = 0; i < ids.length; i += 1) {
      const id = ids[i] as number;
      const word = words[id] as string;
      // A word as long as `depth` is the part's shared prefix itself: it sorts first.
      if (word.length === depth) out.push(word);
      else {
        const code = word.charCodeAt(depth);
        const bucket = buckets.get(code);
        if (bucket) bucket.push(id);
        else buckets.set(code, [id]);
      }
      if (i % 65_536 === 0) await slices.slice();
    }
    for (const code of [...buckets.keys()].sort((a, b) => a - b)) {
      await sortPart(buckets.get(code) as number[], depth + 1);
    }
  }
}
