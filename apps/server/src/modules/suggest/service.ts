import { fromMinor, type Suggestions } from '@souk/contract';
import type { Db } from '../../db/database.ts';
import { contentLocale } from '../../lib/content-locale.ts';
import { listedConditions } from '../catalog/listing.ts';
import type { ListScope } from '../catalog/scope.ts';
import { translateRows, translationsOf } from '../catalog/translations.ts';
import {
  activeCategories,
  firstProductsNamed,
  listedShopsAmong,
  namesMatching,
  suggestedProductRows,
  wordsSharingTrigrams,
} from './queries.ts';
import { firstDistinct, type NameHit, rankNames } from './rank.ts';
import { MIN_TYPO_LENGTH, queryWords, sharedTrigramsNeeded, trigramsOf, typoPrefixOf } from './words.ts';

/** How many of each a shopper is shown. */
const SHOWN = { product: 6, category: 3, shop: 3 } as const;
/** Rows of the words' index one prefix reads at most: a two-letter prefix may begin many words. */
const PREFIX_ROWS = 500;
/** Words weighed as what a typo may have meant, and kept. */
const TYPO_CANDIDATES = 200;
const TYPO_WORDS = 20;

/**
 * Products, categories and shops whose names match what the shopper has typed so far, in the
 * request's language (its translated names and the rows' own), each word as a prefix and
 * with one typo allowed per word of four letters or more. Products and shops follow what lists
 * show (active, of an active shop; the root shop's only in single-vendor mode), categories
 * the category menu (active, under an active parent).
 */
export async function suggest(db: Db, scope: ListScope, text: string): Promise<Suggestions> {
  const words = queryWords(text);
  if (words.length === 0) return { products: [], categories: [], shops: [] };
  const matches = await Promise.all(words.map((word) => wordMatch(db, word)));
  // The longest word drives: its words' rows are the fewest to read.
  const driver = matches.reduce((best, match) => (match.prefix.length > best.prefix.length ? match : best));
  const locale = contentLocale();
  const hits = await namesMatching(
    db,
    locale === undefined ? [''] : ['', locale],
    driver,
    matches.filter((match) => match !== driver),
    PREFIX_ROWS,
  );
  const ranked = rankNames(hits, words);
  const of = (kind: NameHit['kind']) => ranked.filter((hit) => hit.kind === kind);
  const [products, categories, shops] = await Promise.all([
    suggestedProducts(db, scope, of('product')),
    suggestedCategories(db, of('category')),
    suggestedShops(db, scope, of('shop')),
  ]);
  return { products, categories, shops };
}

/** The words a query word stands for: those it begins, and those it may mean with one typo. */
async function wordMatch(db: Db, word: string) {
  if (Array.from(word).length < MIN_TYPO_LENGTH) return { prefix: word, typos: [] };
  const near = await wordsSharingTrigrams(db, trigramsOf(word), sharedTrigramsNeeded(word), TYPO_CANDIDATES);
  const typos = near.filter((candidate) => !candidate.startsWith(word) && typoPrefixOf(word, candidate));
  return { prefix: word, typos: typos.slice(0, TYPO_WORDS) };
}

/**
 * A listed product per name, best name first; twice as many names are looked up as shown,
 * since a name may have no listed product (all its products inactive, or of other shops).
 */
async function suggestedProducts(db: Db, scope: ListScope, names: NameHit[]) {
  if (names.length === 0) return [];
  const wanted = names.slice(0, SHOWN.product * 2);
  const firsts = await firstProductsNamed(
    db,
    wanted.map((name) => name.id),
    await listedConditions(db, scope),
  );
  const productOf = new Map(firsts.map((row) => [row.name_id, row.product_id]));
  const ids = firstDistinct(
    wanted.flatMap((name) => productOf.get(name.id) ?? []),
    (id) => id,
    SHOWN.product,
  );
  if (ids.length === 0) return [];
  const [rows, translated] = await Promise.all([
    suggestedProductRows(db, ids),
    translationsOf(db, 'product', ids, ['name']),
  ]);
  return inOrder(rows, ids).map((row) => ({
    id: row.id,
    name: translated.get(row.id)?.name ?? row.name,
    thumbnail: row.thumbnail,
    price: fromMinor(row.price),
    discount_price: fromMinor(row.flash_price ?? row.discount_price),
  }));
}

async function suggestedCategories(db: Db, names: NameHit[]) {
  const ids = firstDistinct(names, (name) => name.entity_id, SHOWN.category * 2).map((name) => name.entity_id);
  if (ids.length === 0) return [];
  const rows = await activeCategories(db, ids);
  const shown = inOrder(rows, ids).slice(0, SHOWN.category);
  return translateRows(db, 'category', shown, ['name'], (row) => row.id);
}

async function suggestedShops(db: Db, scope: ListScope, names: NameHit[]) {
  const ids = firstDistinct(names, (name) => name.entity_id, SHOWN.shop * 2).map((name) => name.entity_id);
  if (ids.length === 0) return [];
  const rows = await listedShopsAmong(db, scope, ids);
  const shown = inOrder(rows, ids).slice(0, SHOWN.shop);
  return translateRows(db, 'shop', shown, ['name'], (row) => row.id);
}

/** `rows` in the order of `ids`. */
function inOrder<Row extends { id: number }>(rows: Row[], ids: number[]): Row[] {
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}
