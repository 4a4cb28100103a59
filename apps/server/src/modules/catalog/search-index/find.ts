import type { SortType } from '@souk/contract';
import type { IndexData } from './build.ts';
import { Marks, matchAll, relevance } from './match.ts';
import type { ProductFacts } from './product-facts.ts';
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

/** What the filter panel offers for the searched set (before narrowing), and its size. */
export interface IndexedSummary {
  brandIds: number[];
  sizes: string[];
  colors: string[];
  /** In minor units. */
  minPrice: number;
  maxPrice: number;
  total: number;
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

/** Answers a search from the index alone: no query of the database. */
export function findIndexed(data: IndexData, search: IndexedSearch): IndexedAnswer {
  const { facts } = data;
  const { own, all } = matchedSlots(data, search);
  const base = all.filter(inScope(facts, search));
  const narrowed = base.filter(narrowedBy(facts, search));
  const scores = search.sort === 'default' ? ranked(data, search.words, own, narrowed) : undefined;
  const ids = topSlots(narrowed, order(facts, search.sort, scores), search.offset + search.limit).slice(search.offset);
  return { summary: summaryOf(facts, base), total: narrowed.length, ids };
}

/**
 * Products whose own text holds every word (`own`), and with them those whose name in the
 * request's language does (`all`).
 */
function matchedSlots(data: IndexData, { words, locale }: IndexedSearch): { own: number[]; all: number[] } {
  const capacity = data.facts.capacity;
  const own = matchAll(data.own, words, marks, capacity);
  const named = locale === undefined ? undefined : data.named.get(locale);
  const byName = named ? matchAll(named, words, marks, capacity) : [];
  if (byName.length === 0) return { own, all: own };
  const pass = marks.next(capacity);
  for (const slot of own) marks.set(slot, pass);
  return { own, all: own.concat(byName.filter((slot) => !marks.is(slot, pass))) };
}

/** Relevance of the narrowed products that matched by their own text; the others score 0. */
function ranked(data: IndexData, words: string[], own: number[], narrowed: number[]): (slot: number) => number {
  const capacity = data.facts.capacity;
  const pass = marks.next(capacity);
  for (const slot of own) marks.set(slot, pass);
  const scored = narrowed.filter((slot) => marks.is(slot, pass));
  return relevance(data.own, words, scored, scoreMarks, capacity);
}

/** Listed (active, of a listed shop) and within the shop, category and sub-category asked for. */
function inScope(facts: ProductFacts, search: IndexedSearch): (slot: number) => boolean {
  const excluded = new Set(search.shops.excluded);
  const only = search.shops.only ? new Set(search.shops.only) : undefined;
  const { shopId, categoryId, subCategoryId } = search;
  return (slot) => {
    if (facts.state[slot] !== 1) return false;
    const shop = facts.shop[slot] as number;
    if (only ? !only.has(shop) : excluded.has(shop)) return false;
    if (shopId !== undefined && shop !== shopId) return false;
    if (categoryId !== undefined && facts.category[slot] !== categoryId) return false;
    return subCategoryId === undefined || facts.subCategory[slot] === subCategoryId;
  };
}

/** The narrowing filters a shopper picks from the facets. */
function narrowedBy(facts: ProductFacts, search: IndexedSearch): (slot: number) => boolean {
  const { brandId, rating, minPrice, maxPrice } = search;
  const size = optionId(facts.sizes, search.sizeName);
  const color = optionId(facts.colors, search.colorName);
  return (slot) => {
    if (brandId !== undefined && facts.brand[slot] !== brandId) return false;
    if (size === null || (size !== undefined && !facts.sizes.has(slot, size))) return false;
    if (color === null || (color !== undefined && !facts.colors.has(slot, color))) return false;
    const stars = facts.rating[slot] as number;
    if (rating !== undefined && (stars < rating || stars >= rating + 1)) return false;
    const price = facts.price[slot] as number;
    if (minPrice !== undefined && price < minPrice) return false;
    return maxPrice === undefined || price <= maxPrice;
  };
}

/** The index's number for an option name asked for: undefined when none is asked, null when no product has it. */
function optionId(names: ProductFacts['sizes'], name: string | null | undefined): number | null | undefined {
  if (name === undefined) return undefined;
  if (name === null) return null;
  return names.idOf(name) ?? null;
}

function summaryOf(facts: ProductFacts, slots: number[]): IndexedSummary {
  const brands = new Set<number>();
  let minPrice = Number.POSITIVE_INFINITY;
  let maxPrice = Number.NEGATIVE_INFINITY;
  for (const slot of slots) {
    const brand = facts.brand[slot] as number;
    if (brand !== 0) brands.add(brand);
    const price = facts.price[slot] as number;
    if (price < minPrice) minPrice = price;
    if (price > maxPrice) maxPrice = price;
  }
  return {
    brandIds: [...brands],
    sizes: facts.sizes.namesAmong(slots),
    colors: facts.colors.namesAmong(slots),
    minPrice: slots.length > 0 ? minPrice : 0,
    maxPrice: slots.length > 0 ? maxPrice : 0,
    total: slots.length,
  };
}

/**
 * The list's order, as the database sorts it (product-list.ts): ties by id, ascending but for
 * the newest first. Relevance: a product found by its translated name alone scores 0.
 */
function order(
  facts: ProductFacts,
  sort: SortType,
  score?: (slot: number) => number,
): (a: number, b: number) => number {
  const descending = (column: Float64Array) => (a: number, b: number) =>
    (column[b] as number) - (column[a] as number) || a - b;
  switch (sort) {
    case 'high_to_low':
      return descending(facts.price);
    case 'low_to_high':
      return (a, b) => (facts.price[a] as number) - (facts.price[b] as number) || a - b;
    case 'top_selling':
      return descending(facts.sold);
    case 'popular_product':
      return descending(facts.views);
    case 'newest':
      return (a, b) => (facts.created[b] as number) - (facts.created[a] as number) || b - a;
    default:
      return score ? (a, b) => score(b) - score(a) || a - b : (a, b) => a - b;
  }
}
