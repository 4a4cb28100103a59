import { LRUCache } from 'lru-cache';
import type { Db } from '../../../db/database.ts';
import { ProductFacts } from './product-facts.ts';
import {
  type IndexedProductRow,
  languageNames,
  optionNames,
  productsAfter,
  productsWithIds,
  translatedNames,
} from './queries.ts';
import type { SearchSet } from './search-set.ts';
import { type TextIndex, TextIndexBuilder } from './text-index.ts';
import type { TimeSlices } from './time-slices.ts';
import { nameText, productText } from './words.ts';

/** What one build of the search index holds. */
export interface IndexData {
  facts: ProductFacts;
  /** The products' own text (name, code, short description). */
  own: TextIndex;
  /** Their names in each other language. */
  named: Map<string, TextIndex>;
  /**
   * Counts the writes that changed what a search's set or facets depend on (not sales, views
   * or ratings): what was worked out for a search before stays good while it stands.
   */
  version: number;
  /** Searches' sets worked out lately, by words, language and scope (see find.ts). */
  searches: LRUCache<string, SearchSet>;
}

/** How many slots the searches' sets kept may hold in all: 32 MB. */
const KEPT_SLOTS = 8_000_000;

/** Products read per step of a build: a step is a few milliseconds of the server's thread. */
const BATCH = 1_000;

/** A product as the index takes it in: its row, option names and names in other languages. */
interface ProductInput {
  row: IndexedProductRow;
  sizes: string[];
  colors: string[];
  names: Map<string, string>;
}

/**
 * Reads the whole catalogue in id order, a batch at a time, and builds the index in time
 * slices (the server answers requests meanwhile). Changes made during the build are applied
 * after it from the change log (search-index.ts).
 */
export async function buildIndexData(db: Db, slices: TimeSlices): Promise<IndexData> {
  const locales = await languageNames(db);
  const facts = new ProductFacts(1 << 16);
  const own = new TextIndexBuilder();
  const named = new Map(locales.map((locale) => [locale, new TextIndexBuilder()]));
  let after = 0;
  for (;;) {
    const rows = await productsAfter(db, after, BATCH);
    const last = rows.at(-1);
    if (!last) break;
    const inputs = await readInputs(db, locales, rows, { from: rows[0]?.id ?? 0, to: last.id });
    for (const input of inputs) {
      setFacts(facts, input);
      own.add(input.row.id, productText(input.row.name, input.row.code, input.row.short_description));
      for (const [locale, name] of input.names) named.get(locale)?.add(input.row.id, nameText(name));
    }
    after = last.id;
    await slices.slice();
  }
  const builtNamed = new Map<string, TextIndex>();
  for (const [locale, builder] of named) builtNamed.set(locale, await builder.build(slices, facts.capacity));
  return {
    facts,
    own: await own.build(slices, facts.capacity),
    named: builtNamed,
    version: 0,
    searches: new LRUCache({ maxSize: KEPT_SLOTS, sizeCalculation: (set) => set.slots.length + 1 }),
  };
}

/**
 * Reads the products `ids` anew and writes what changed into `data`; a product gone is removed.
 * Its words are written only when they changed (a sale or a new price leaves them).
 */
export async function applyChanges(db: Db, data: IndexData, ids: number[]): Promise<void> {
  const locales = [...data.named.keys()];
  const rows = await productsWithIds(db, ids);
  const inputs = await readInputs(db, locales, rows, ids);
  const found = new Set<number>();
  for (const input of inputs) {
    const slot = input.row.id;
    found.add(slot);
    const hash = data.facts.wordsHash[slot];
    if (setFacts(data.facts, input)) data.version += 1;
    if (data.facts.wordsHash[slot] === hash) continue;
    data.version += 1;
    data.own.write(slot, productText(input.row.name, input.row.code, input.row.short_description));
    for (const [locale, text] of data.named) {
      const name = input.names.get(locale);
      text.write(slot, name === undefined ? undefined : nameText(name));
    }
  }
  for (const slot of ids) {
    if (found.has(slot)) continue;
    data.facts.remove(slot);
    data.version += 1;
    data.own.write(slot, undefined);
    for (const text of data.named.values()) text.write(slot, undefined);
  }
}

/** The rows with their options and translated names, in the rows' order. */
async function readInputs(
  db: Db,
  locales: string[],
  rows: IndexedProductRow[],
  products: { from: number; to: number } | number[],
): Promise<ProductInput[]> {
  if (rows.length === 0) return [];
  const [sizes, colors, ...names] = await Promise.all([
    optionNames(db, 'product_sizes', products),
    optionNames(db, 'product_colors', products),
    ...locales.map((locale) => translatedNames(db, locale, products)),
  ]);
  const byProduct = (options: { product_id: number; name: string }[]) => {
    const out = new Map<number, string[]>();
    for (const option of options) {
      const list = out.get(option.product_id);
      if (list) list.push(option.name);
      else out.set(option.product_id, [option.name]);
    }
    return out;
  };
  const sizeNames = byProduct(sizes);
  const colorNames = byProduct(colors);
  const nameMaps = names.map((list) => new Map(list.map((row) => [row.entity_id, row.value])));
  return rows.map((row) => ({
    row,
    sizes: sizeNames.get(row.id) ?? [],
    colors: colorNames.get(row.id) ?? [],
    names: new Map(
      locales.flatMap((locale, i) => {
        const name = nameMaps[i]?.get(row.id);
        return name === undefined ? [] : [[locale, name] as const];
      }),
    ),
  }));
}

/** Sets a product's facts; answers whether a search's set or facets may have changed. */
function setFacts(facts: ProductFacts, input: ProductInput): boolean {
  const { row, sizes, colors } = input;
  const listing = facts.set(row);
  const sized = facts.sizes.set(row.id, sizes);
  const coloured = facts.colors.set(row.id, colors);
  facts.wordsHash[row.id] = hashOf(input);
  return listing || sized || coloured;
}

/** FNV-1a over every word source of a product; never 0, which stands for none. */
function hashOf({ row, names }: ProductInput): number {
  let hash = 2166136261;
  const texts = [row.name, row.code, row.short_description ?? '', ...[...names].flat()];
  for (const text of texts) {
    for (let i = 0; i < text.length; i += 1) hash = Math.imul(hash ^ text.charCodeAt(i), 16777619);
    hash = Math.imul(hash ^ 0x1f, 16777619);
  }
  return hash >>> 0 || 1;
}
