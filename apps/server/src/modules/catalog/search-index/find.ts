import type { SortType } from '@souk/contract';
import type { IndexData } from './build.ts';
import { Marks, matchAll, relevance } from './match.ts';
import type { ProductFacts } from './product-facts.ts';
import type { IndexedSummary, SearchSet } from './search-set.ts';
import { topSlots } from './top.ts';

/** A product search as the index answers it: words, where, narrowed how, which page. */
export interface IndexedSearch {
  /** Folded words (lib/search-text.ts `foldedWords`). */
  words: string[];
  /** The request's language, whose translated names match too; undefined for the default. */
  locale: string | undefined;
  /** Shops left out of lists, or (single-vendor mode) the only ones in them. */
  shops: { excluded: number[]; only?: number[] };
  shopId?: number;
  categoryId?: number;
  subCategoryId?: number;
  brandId?: number;
  /** An option name asked for; null when the id asked for names none (nothing matches). */
  sizeName?: string | null;
  colorName?: string | null;
  rating?: number;
  /** In minor units. */
  minPrice?: number;
  maxPrice?: number;
  sort: SortType;
  offset: number;
  limit: number;
}

export interface IndexedAnswer {
  summary: IndexedSummary;
  /** How many products the narrowed search holds. */
  total: number;
  /** The page's product ids, in order. */
  ids: number[];
}

// One set of marks serves every search: each runs without a pause.
const marks = new Marks();
const scoreMarks = [new Marks(), new Marks()] as const;
const brandMarks = new Marks();

/** Answers a search from the index alone: no query of the database. */
export function findIndexed(data: IndexData, search: IndexedSearch): IndexedAnswer {
  const set = searchSet(data, search);
  const positions = narrowed(data.facts, set.slots, search);
  if (search.sort === 'default') set.scores ??= scoresOf(data, search.words, set);
  const top = topSlots(positions, order(data.facts, set, search.sort), search.offset + search.limit);
  return {
    summary: set.summary,
    total: positions.length,
    ids: top.slice(search.offset).map((position) => set.slots[position] as number),
  };
}

function searchSet(data: IndexData, search: IndexedSearch): SearchSet {
  const { words, locale, shops, shopId, categoryId, subCategoryId } = search;
  const key = JSON.stringify([words, locale ?? '', shops, shopId ?? 0, categoryId ?? 0, subCategoryId ?? 0]);
  const held = data.searches.get(key);
  if (held && held.version === data.version) return held;
  const set = computeSet(data, search);
  data.searches.set(key, set);
  return set;
}

function computeSet(data: IndexData, search: IndexedSearch): SearchSet {
  const { facts } = data;
  const capacity = facts.capacity;
  const own = matchAll(data.own, search.words, marks, capacity);
  const named = search.locale === undefined ? undefined : data.named.get(search.locale);
  const byName = named ? matchAll(named, search.words, marks, capacity) : [];
  const ownPass = marks.next(capacity);
  const ownMarks = marks.array;
  for (const slot of own) ownMarks[slot] = ownPass;
  const all = own;
  for (const slot of byName) if (ownMarks[slot] !== ownPass) all.push(slot);
  const slots = inScope(facts, all, search);
  const owned = new Uint8Array(slots.length);
  for (let i = 0; i < slots.length; i += 1) owned[i] = ownMarks[slots[i] as number] === ownPass ? 1 : 0;
  return { version: data.version, slots, summary: summaryOf(facts, slots), own: owned };
}

/** Listed (active, of a listed shop) and within the shop, category and sub-category asked for. */
function inScope(facts: ProductFacts, slots: number[], search: IndexedSearch): Int32Array {
  const excluded = new Set(search.shops.excluded);
  const only = search.shops.only ? new Set(search.shops.only) : undefined;
  const shopId = search.shopId ?? 0;
  const categoryId = search.categoryId ?? 0;
  const subCategoryId = search.subCategoryId ?? 0;
  const { state, shop, category, subCategory } = facts;
  const out = new Int32Array(slots.length);
  let size = 0;
  for (const slot of slots) {
    if (state[slot] !== 1) continue;
    const owner = shop[slot] as number;
    if (shopId !== 0 && owner !== shopId) continue;
    if (categoryId !== 0 && category[slot] !== categoryId) continue;
    if (subCategoryId !== 0 && subCategory[slot] !== subCategoryId) continue;
    if (only ? !only.has(owner) : excluded.size > 0 && excluded.has(owner)) continue;
    out[size] = slot;
    size += 1;
  }
  return out.subarray(0, size);
}

/** The positions in `slots` the narrowing filters a shopper picked keep (all, without any). */
function narrowed(facts: ProductFacts, slots: Int32Array, search: IndexedSearch): Int32Array {
  const { brandId, rating, minPrice, maxPrice } = search;
  const size = optionId(facts.sizes, search.sizeName);
  const color = optionId(facts.colors, search.colorName);
  const all = new Int32Array(slots.length);
  const none = [brandId, rating, minPrice, maxPrice, size, color].every((value) => value === undefined);
  if (none) {
    for (let i = 0; i < slots.length; i += 1) all[i] = i;
    return all;
  }
  if (size === null || color === null) return all.subarray(0, 0);
  const low = minPrice ?? Number.NEGATIVE_INFINITY;
  const high = maxPrice ?? Number.POSITIVE_INFINITY;
  let kept = 0;
  for (let i = 0; i < slots.length; i += 1) {
    const slot = slots[i] as number;
    if (brandId !== undefined && facts.brand[slot] !== brandId) continue;
    const price = facts.price[slot] as number;
    if (price < low || price > high) continue;
    const stars = facts.rating[slot] as number;
    if (rating !== undefined && (stars < rating || stars >= rating + 1)) continue;
    if (size !== undefined && !facts.sizes.has(slot, size)) continue;
    if (color !== undefined && !facts.colors.has(slot, color)) continue;
    all[kept] = i;
    kept += 1;
  }
  return all.subarray(0, kept);
}

/** The index's number for an option name asked for: undefined when none is asked, null when no product has it. */
function optionId(names: ProductFacts['sizes'], name: string | null | undefined): number | null | undefined {
  if (name === undefined) return undefined;
  if (name === null) return null;
  return names.idOf(name) ?? null;
}

function summaryOf(facts: ProductFacts, slots: Int32Array): IndexedSummary {
  // Brand ids are few and small: marked in an array rather than added to a set per product.
  const pass = brandMarks.next(facts.maxBrand + 1);
  const seen = brandMarks.array;
  const brandIds: number[] = [];
  let minPrice = Number.POSITIVE_INFINITY;
  let maxPrice = Number.NEGATIVE_INFINITY;
  const { brand: brands, price: prices } = facts;
  for (let i = 0; i < slots.length; i += 1) {
    const slot = slots[i] as number;
    const brand = brands[slot] as number;
    if (seen[brand] !== pass) {
      seen[brand] = pass;
      if (brand !== 0) brandIds.push(brand);
    }
    const price = prices[slot] as number;
    if (price < minPrice) minPrice = price;
    if (price > maxPrice) maxPrice = price;
  }
  return {
    brandIds,
    sizes: facts.sizes.namesAmong(slots),
    colors: facts.colors.namesAmong(slots),
    minPrice: slots.length > 0 ? minPrice : 0,
    maxPrice: slots.length > 0 ? maxPrice : 0,
    total: slots.length,
  };
}

/** Relevance of each slot of the set: those found by their translated name alone score 0. */
function scoresOf(data: IndexData, words: string[], set: SearchSet): Float64Array {
  const ranked: number[] = [];
  for (let i = 0; i < set.slots.length; i += 1) if (set.own[i] === 1) ranked.push(set.slots[i] as number);
  const score = relevance(data.own, words, ranked, scoreMarks, data.facts.capacity);
  const scores = new Float64Array(set.slots.length);
  for (let i = 0; i < set.slots.length; i += 1) if (set.own[i] === 1) scores[i] = score(set.slots[i] as number);
  return scores;
}

/**
 * The list's order over positions in the set, as the database sorts (product-list.ts): ties
 * by id, ascending but for the newest first.
 */
function order(facts: ProductFacts, set: SearchSet, sort: SortType): (a: number, b: number) => number {
  const { slots } = set;
  // `sign` 1 sorts the column ascending, -1 descending; `ties` 1 breaks ties by id ascending.
  const by =
    (column: ArrayLike<number>, sign: 1 | -1, ties: 1 | -1 = 1) =>
    (a: number, b: number) => {
      const x = slots[a] as number;
      const y = slots[b] as number;
      return sign * ((column[x] as number) - (column[y] as number)) || ties * (x - y);
    };
  switch (sort) {
    case 'high_to_low':
      return by(facts.price, -1);
    case 'low_to_high':
      return by(facts.price, 1);
    case 'top_selling':
      return by(facts.sold, -1);
    case 'popular_product':
      return by(facts.views, -1);
    case 'newest':
      return by(facts.created, -1, -1);
    default: {
      const scores = set.scores ?? new Float64Array(slots.length);
      // Scores are per position, not per slot.
      return (a, b) => (scores[b] as number) - (scores[a] as number) || (slots[a] as number) - (slots[b] as number);
    }
  }
}
