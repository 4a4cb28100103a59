import type { TextIndex } from './text-index.ts';
import { weightedHits } from './words.ts';

/**
 * Marks per slot for one pass over postings at a time (a pass is synchronous, so one set of
 * marks serves every request): a slot is in the pass's set when its mark equals the pass's
 * number, so nothing is cleared between passes.
 */
export class Marks {
  #marks = new Uint32Array(0);
  #pass = 0;

  /** A new pass over `capacity` slots; answers its number. */
  next(capacity: number): number {
    if (this.#marks.length < capacity) this.#marks = new Uint32Array(capacity);
    this.#pass += 1;
    if (this.#pass === 0xffffffff) {
      this.#marks.fill(0);
      this.#pass = 1;
    }
    return this.#pass;
  }

  /** The marks themselves, for loops over many slots (valid until the next `next`). */
  get array(): Uint32Array {
    return this.#marks;
  }

  set(slot: number, pass: number): void {
    this.#marks[slot] = pass;
  }

  is(slot: number, pass: number): boolean {
    return this.#marks[slot] === pass;
  }
}

/**
 * The slots holding, for each of `words`, a word beginning with it: the rarest word's products
 * first, then kept only where each other word's postings mark them.
 */
export function matchAll(text: TextIndex, words: readonly string[], marks: Marks, capacity: number): number[] {
  const order = [...words].sort((a, b) => text.cost(a) - text.cost(b));
  let found: number[] = [];
  let pass = marks.next(capacity);
  text.collectHolders(order[0] ?? '', marks.array, pass, found);
  for (const word of order.slice(1)) {
    if (found.length === 0) break;
    const among = pass;
    pass = marks.next(capacity);
    text.markHoldersAmong(word, marks.array, among, pass);
    const array = marks.array;
    const kept = pass;
    found = found.filter((slot) => array[slot] === kept);
  }
  return found;
}

/** BM25's constants, as SQLite's full-text ranking uses them. */
const K1 = 1.2;
const B = 0.75;

/** Per-slot numbers reused by every search (a search runs without a pause). */
class Scratch {
  values = new Float64Array(0);

  of(capacity: number): Float64Array {
    if (this.values.length < capacity) this.values = new Float64Array(capacity);
    return this.values;
  }
}

const hitsScratch = new Scratch();
const scoresScratch = new Scratch();

/**
 * Relevance of each of `slots` for `words` (larger is better), as SQLite's FTS5 `bm25()` works
 * it out with the name and code weighing ten and the short description three: per word, its
 * rarity (inverse document frequency) times its weighted hits, damped by the product's length
 * against the mean. Answers each slot's score, valid until the next search.
 */
export function relevance(
  text: TextIndex,
  words: readonly string[],
  slots: readonly number[],
  [wanted, seen]: readonly [Marks, Marks],
  capacity: number,
): (slot: number) => number {
  const hits = hitsScratch.of(capacity);
  const scores = scoresScratch.of(capacity);
  const wantedPass = wanted.next(capacity);
  for (const slot of slots) {
    wanted.set(slot, wantedPass);
    scores[slot] = 0;
  }
  const meanLength = text.meanLength;
  for (const word of words) {
    for (const slot of slots) hits[slot] = 0;
    const seenPass = seen.next(capacity);
    const documents = text.sumHits(
      word,
      weightedHits,
      { marks: wanted.array, pass: wantedPass },
      { marks: seen.array, pass: seenPass },
      hits,
    );
    const idf = Math.max(1e-6, Math.log((text.documents - documents + 0.5) / (documents + 0.5)));
    for (const slot of slots) {
      const f = hits[slot] as number;
      if (f === 0) continue;
      const damping = K1 * (1 - B + (B * text.lengthOf(slot)) / meanLength);
      scores[slot] = (scores[slot] as number) + (idf * f * (K1 + 1)) / (f + damping);
    }
  }
  return (slot) => (wanted.is(slot, wantedPass) ? (scores[slot] as number) : 0);
}
