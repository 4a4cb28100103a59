/**
 * Deterministic randomness for the demo data. Every choice the seed makes comes from a stream
 * derived from one fixed seed plus a label (and, for products, the product's index), so the
 * same shop appears on every run and product #k is identical whatever the batch size.
 */
export const DEMO_SEED = 0x50_55_4b_26; // "SOUK&"

export interface Rng {
  /** Uniform in [0, 1). */
  next(): number;
  /** Uniform integer in [min, max], both ends included. */
  int(min: number, max: number): number;
  chance(probability: number): boolean;
  pick<T>(list: readonly T[]): T;
  /** Index chosen with the given relative weights. */
  weighted(weights: readonly number[]): number;
  /** A shuffled copy (Fisher-Yates). */
  shuffle<T>(list: readonly T[]): T[];
}

/** FNV-1a: turns a label into a 32-bit number. */
export function hashString(text: string): number {
  let hash = 0x81_1c_9d_c5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01_00_01_93);
  }
  return hash >>> 0;
}

/** murmur3's finaliser over two words: neighbouring indexes give unrelated streams. */
export function mixSeed(a: number, b: number): number {
  let h = (a ^ Math.imul(b, 0x9e_37_79_b9)) >>> 0;
  h = Math.imul(h ^ (h >>> 16), 0x85_eb_ca_6b);
  h = Math.imul(h ^ (h >>> 13), 0xc2_b2_ae_35);
  return (h ^ (h >>> 16)) >>> 0;
}

/** mulberry32: tiny and fast, plenty for demo data (not for anything secret). */
export function createRng(seed: number): Rng {
  let state = seed >>> 0;
  const next = (): number => {
    state = (state + 0x6d_2b_79_f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
  const int = (min: number, max: number): number => min + Math.floor(next() * (max - min + 1));
  return {
    next,
    int,
    chance: (probability) => next() < probability,
    pick<T>(list: readonly T[]): T {
      const value = list[int(0, list.length - 1)];
      if (value === undefined) throw new Error('pick from an empty list');
      return value;
    },
    weighted(weights) {
      const total = weights.reduce((sum, w) => sum + w, 0);
      let roll = next() * total;
      for (let i = 0; i < weights.length; i++) {
        roll -= weights[i] ?? 0;
        if (roll < 0) return i;
      }
      return weights.length - 1;
    },
    shuffle<T>(list: readonly T[]): T[] {
      const copy = [...list];
      for (let i = copy.length - 1; i > 0; i--) {
        const j = int(0, i);
        [copy[i], copy[j]] = [copy[j] as T, copy[i] as T];
      }
      return copy;
    },
  };
}

/** The stream for one part of the seed, e.g. `streamFor('shops')` or `streamFor('product', 41)`. */
export function streamFor(label: string, index = 0): Rng {
  return createRng(mixSeed(DEMO_SEED ^ hashString(label), index));
}
