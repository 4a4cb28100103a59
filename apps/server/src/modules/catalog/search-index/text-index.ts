import { sortedWords } from './sorted-words.ts';
import type { TimeSlices } from './time-slices.ts';

/** A document's words with their hits (see words.ts), and its length in words. */
export interface IndexedText {
  words: Map<string, number>;
  length: number;
}

/**
 * Words to the products holding them, for prefix search over a million products: a sorted
 * dictionary, and per word its products (slots) and hits, all in a few typed arrays, so a
 * prefix is two binary searches and its products one contiguous run. Built once (`TextIndexBuilder`);
 * a product written since is marked `stale` in that build and held apart in `changed` until the
 * next build.
 */
export class TextIndex {
  /** Products written since the build, by slot: their words now (none when gone). */
  readonly changed = new Map<number, IndexedText>();
  #stale: Uint8Array;
  #documents: number;
  #totalLength: number;
  readonly #lengths: Uint16Array;

  constructor(
    readonly dictionary: string[],
    /** Where each dictionary word's run begins in `slots` and `hits`, plus the end. */
    readonly starts: Uint32Array,
    readonly slots: Int32Array,
    readonly hits: Uint16Array,
    lengths: Uint16Array,
    documents: number,
    totalLength: number,
  ) {
    this.#lengths = lengths;
    this.#stale = new Uint8Array(lengths.length);
    this.#documents = documents;
    this.#totalLength = totalLength;
  }

  /** How many documents there are, and their mean length, which relevance weighs. */
  get documents(): number {
    return this.#documents;
  }

  get meanLength(): number {
    return this.#documents > 0 ? this.#totalLength / this.#documents : 1;
  }

  lengthOf(slot: number): number {
    return this.changed.get(slot)?.length ?? this.#lengths[slot] ?? 0;
  }

  /** Replaces a product's words (undefined: it is gone). */
  write(slot: number, text: IndexedText | undefined): void {
    const was = this.#has(slot) ? this.lengthOf(slot) : undefined;
    if (was !== undefined) {
      this.#documents -= 1;
      this.#totalLength -= was;
    }
    if (slot >= this.#stale.length) this.#stale = grown(this.#stale, slot + 1);
    this.#stale[slot] = 1;
    this.changed.set(slot, text ?? { words: new Map(), length: 0 });
    if (text && text.words.size > 0) {
      this.#documents += 1;
      this.#totalLength += text.length;
    }
  }

  #has(slot: number): boolean {
    const changed = this.changed.get(slot);
    if (changed) return changed.words.size > 0;
    return slot < this.#lengths.length && (this.#lengths[slot] ?? 0) > 0;
  }

  /** The dictionary's words beginning with `prefix`, as the range [from, to) of its positions. */
  prefixRange(prefix: string): [number, number] {
    const words = this.dictionary;
    let low = 0;
    let high = words.length;
    while (low < high) {
      const middle = (low + high) >>> 1;
      if ((words[middle] as string) < prefix) low = middle + 1;
      else high = middle;
    }
    const from = low;
    high = words.length;
    while (low < high) {
      const middle = (low + high) >>> 1;
      if ((words[middle] as string).startsWith(prefix)) low = middle + 1;
      else high = middle;
    }
    return [from, low];
  }

  /** How many postings the words beginning with `prefix` have: what matching it costs. */
  cost(prefix: string): number {
    const [from, to] = this.prefixRange(prefix);
    return (this.starts[to] as number) - (this.starts[from] as number);
  }

  /** Products written since the build holding a word beginning with `prefix`, with that word's hits. */
  *#changedHolding(prefix: string): Generator<[slot: number, hits: number]> {
    for (const [slot, text] of this.changed) {
      for (const [word, hits] of text.words) if (word.startsWith(prefix)) yield [slot, hits];
    }
  }

  /**
   * Adds each current holder of a word beginning with `prefix` to `out` once, marking it `pass`
   * in `marks` (the hot loop of a search: no call per posting).
   */
  collectHolders(prefix: string, marks: Uint32Array, pass: number, out: number[]): void {
    const [from, to] = this.prefixRange(prefix);
    const end = this.starts[to] as number;
    const { slots } = this;
    const stale = this.#stale;
    for (let p = this.starts[from] as number; p < end; p += 1) {
      const slot = slots[p] as number;
      if (marks[slot] !== pass && stale[slot] !== 1) {
        marks[slot] = pass;
        out.push(slot);
      }
    }
    for (const [slot] of this.#changedHolding(prefix)) {
      if (marks[slot] === pass) continue;
      marks[slot] = pass;
      out.push(slot);
    }
  }

  /** Marks `pass` on each current holder of a word beginning with `prefix` whose mark is `among`. */
  markHoldersAmong(prefix: string, marks: Uint32Array, among: number, pass: number): void {
    const [from, to] = this.prefixRange(prefix);
    const end = this.starts[to] as number;
    const { slots } = this;
    const stale = this.#stale;
    for (let p = this.starts[from] as number; p < end; p += 1) {
      const slot = slots[p] as number;
      if (marks[slot] === among && stale[slot] !== 1) marks[slot] = pass;
    }
    for (const [slot] of this.#changedHolding(prefix)) if (marks[slot] === among) marks[slot] = pass;
  }

  /**
   * For relevance: adds to `hits[slot]` the weighted hits (`weigh`) of each word beginning with
   * `prefix` held by a slot marked `wanted`, and answers how many products hold such a word
   * (marking them `seen`), listed or not, as FTS5 counts them.
   */
  sumHits(
    prefix: string,
    weigh: (packed: number) => number,
    wanted: { marks: Uint32Array; pass: number },
    seen: { marks: Uint32Array; pass: number },
    hits: Float64Array,
  ): number {
    let documents = 0;
    const visit = (slot: number, packed: number) => {
      if (seen.marks[slot] !== seen.pass) {
        seen.marks[slot] = seen.pass;
        documents += 1;
      }
      if (wanted.marks[slot] === wanted.pass) hits[slot] = (hits[slot] as number) + weigh(packed);
    };
    const [from, to] = this.prefixRange(prefix);
    const end = this.starts[to] as number;
    const stale = this.#stale;
    for (let p = this.starts[from] as number; p < end; p += 1) {
      const slot = this.slots[p] as number;
      if (stale[slot] !== 1) visit(slot, this.hits[p] as number);
    }
    for (const [slot, packed] of this.#changedHolding(prefix)) visit(slot, packed);
    return documents;
  }
}

function grown(array: Uint8Array, length: number): Uint8Array {
  const out = new Uint8Array(Math.max(length, array.length * 2));
  out.set(array);
  return out;
}

/** Growable typed arrays for the postings as they come. */
class Postings {
  words = new Int32Array(1 << 16);
  slots = new Int32Array(1 << 16);
  hits = new Uint16Array(1 << 16);
  size = 0;

  push(word: number, slot: number, hits: number): void {
    if (this.size === this.words.length) {
      const length = this.size * 2;
      this.words = copyInto(new Int32Array(length), this.words);
      this.slots = copyInto(new Int32Array(length), this.slots);
      this.hits = copyInto(new Uint16Array(length), this.hits);
    }
    this.words[this.size] = word;
    this.slots[this.size] = slot;
    this.hits[this.size] = hits;
    this.size += 1;
  }
}

function copyInto<T extends Int32Array | Uint16Array>(target: T, source: T): T {
  target.set(source);
  return target;
}

/** Collects documents in slot order, then builds the `TextIndex` in time slices. */
export class TextIndexBuilder {
  readonly #wordIds = new Map<string, number>();
  readonly #words: string[] = [];
  readonly #postings = new Postings();
  #lengths = new Uint16Array(1 << 16);
  #documents = 0;
  #totalLength = 0;

  /** Adds a document; documents must come in ascending slot order. */
  add(slot: number, text: IndexedText): void {
    if (text.words.size === 0) return;
    for (const [word, hits] of text.words) {
      let id = this.#wordIds.get(word);
      if (id === undefined) {
        id = this.#words.length;
        this.#words.push(word);
        this.#wordIds.set(word, id);
      }
      this.#postings.push(id, slot, hits);
    }
    if (slot >= this.#lengths.length) {
      const lengths = new Uint16Array(Math.max(slot + 1, this.#lengths.length * 2));
      lengths.set(this.#lengths);
      this.#lengths = lengths;
    }
    this.#lengths[slot] = Math.min(text.length, 0xffff);
    this.#documents += 1;
    this.#totalLength += text.length;
  }

  /** The index, its postings grouped by word in dictionary order (a counting sort, sliced). */
  async build(slices: TimeSlices, slotCount: number): Promise<TextIndex> {
    const dictionary = await sortedWords(this.#words, slices);
    const rank = new Int32Array(this.#words.length);
    for (let i = 0; i < dictionary.length; i += 1) {
      rank[this.#wordIds.get(dictionary[i] as string) as number] = i;
      if (i % 65_536 === 0) await slices.slice();
    }
    this.#wordIds.clear();
    const { words, slots, hits, size } = this.#postings;
    const starts = new Uint32Array(dictionary.length + 1);
    for (let p = 0; p < size; p += 1) {
      const at = (rank[words[p] as number] as number) + 1;
      starts[at] = (starts[at] as number) + 1;
      if (p % 1_048_576 === 0) await slices.slice();
    }
    for (let i = 0; i < dictionary.length; i += 1) starts[i + 1] = (starts[i + 1] as number) + (starts[i] as number);
    await slices.slice();
    const next = starts.slice(0, dictionary.length);
    const sortedSlots = new Int32Array(size);
    const sortedHits = new Uint16Array(size);
    for (let p = 0; p < size; p += 1) {
      const word = rank[words[p] as number] as number;
      const at = next[word] as number;
      next[word] = at + 1;
      sortedSlots[at] = slots[p] as number;
      sortedHits[at] = hits[p] as number;
      if (p % 262_144 === 0) await slices.slice();
    }
    const lengths = new Uint16Array(Math.max(slotCount, this.#lengths.length));
    lengths.set(this.#lengths.subarray(0, Math.min(this.#lengths.length, lengths.length)));
    return new TextIndex(dictionary, starts, sortedSlots, sortedHits, lengths, this.#documents, this.#totalLength);
  }
}
