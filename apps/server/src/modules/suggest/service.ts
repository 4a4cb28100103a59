import { fromMinor, type Suggestions } from '@souk/contract';
import type { Db } from '../../db/database.ts';
import { contentLocale } from '../../lib/content-locale.ts';
import { listedConditions } from '../catalog/listing.ts';
import type { ListScope } from '../catalog/scope.ts';
import { translateRows, translationsOf } from '../translations/translations.ts';
import {
  activeCategories,
  firstProductsNamed,
  listedShopsAmong,
  namesMatching,
  suggestedProductRows,
  type WordMatch,
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
    suggestedProducts(db, scope, locale, of('product')),
    suggestedCategories(db, scope, locale, of('category')),
    suggestedShops(db, scope, locale, of('shop')),
  ]);
  return { products, categories, shops };
}

/** The words a query word stands for: those it begins, and those it may mean with one typo. */
async function wordMatch(db: Db, word: string): Promise<WordMatch> {
  if (Array.from(word).length < MIN_TYPO_LENGTH) return { prefix: word, typos: [] };
  const near = await wordsSharingTrigrams(db, trigramsOf(word), sharedTrigramsNeeded(word), TYPO_CANDIDATES);
  const typos = near.filter((candidate) => !candidate.startsWith(word) && typoPrefixOf(word, candidate));
  return { prefix: word, typos: typos.slice(0, TYPO_WORDS) };
}

/**
 * A listed product per name, best name first; twice as many names are looked up as shown,
 * since a name may have no listed product (all its products inactive, or of other shops).
 */
async function suggestedProducts(db: Db, scope: ListScope, locale: string | undefined, names: NameHit[]) {
  const cards = await productCards(
    db,
    scope,
    locale,
    names.slice(0, SHOWN.product * 2).map((name) => name.id),
  );
  return firstDistinct(
    cards.flatMap((card) => card ?? []),
    (card) => card.id,
    SHOWN.product,
  );
}

type ProductCard = Suggestions['products'][number];

/**
 * Each name's card (its first listed product), in order. Cards are kept among the lists'
 * summaries (catalog/summaries.ts: dropped at every listing change, such as a price, a flash
 * sale or a shop switched off), one per name, so texts that share names share them; the names
 * no card is held for are read together.
 */
async function productCards(db: Db, scope: ListScope, locale: string | undefined, nameIds: number[]) {
  const missing: number[] = [];
  let read: Promise<Map<number, ProductCard>> | undefined;
  const cards = nameIds.map((nameId) =>
    summarised(scope, `suggested-product:${scope.rootOnly}:${locale ?? ''}:${nameId}`, () => {
      missing.push(nameId);
      return Promise.resolve().then(async () => (await (read ??= readCards(db, scope, missing))).get(nameId) ?? null);
    }),
  );
  return Promise.all(cards);
}

/** The cards of the first listed products carrying the names of `nameIds`, by name. */
async function readCards(db: Db, scope: ListScope, nameIds: number[]): Promise<Map<number, ProductCard>> {
  const firsts = await firstProductsNamed(db, nameIds, await listedConditions(db, scope));
  const carried = firsts.flatMap((row) => (row.product_id === null ? [] : [row]));
  const ids = [...new Set(carried.map((row) => row.product_id))];
  if (ids.length === 0) return new Map();
  const [rows, translated] = await Promise.all([
    suggestedProductRows(db, ids),
    translationsOf(db, 'product', ids, ['name']),
  ]);
  const byId = new Map(rows.map((row) => [row.id, row]));
  return new Map(
    carried.flatMap(({ name_id, product_id }) => {
      const row = byId.get(product_id);
      if (!row) return [];
      const card = {
        id: row.id,
        name: translated.get(row.id)?.name ?? row.name,
        thumbnail: row.thumbnail,
        price: fromMinor(row.price),
        discount_price: fromMinor(row.flash_price ?? row.discount_price),
      };
      return [[name_id, card] as const];
    }),
  );
}

async function suggestedCategories(db: Db, scope: ListScope, locale: string | undefined, names: NameHit[]) {
  const ids = firstDistinct(names, (name) => name.entity_id, SHOWN.category * 2).map((name) => name.entity_id);
  if (ids.length === 0) return [];
  return summarised(scope, `suggested-categories:${locale ?? ''}:${ids.join(',')}`, async () => {
    const rows = await activeCategories(db, ids);
    const shown = inOrder(rows, ids).slice(0, SHOWN.category);
    return translateRows(db, 'category', shown, ['name'], (row) => row.id);
  });
}

async function suggestedShops(db: Db, scope: ListScope, locale: string | undefined, names: NameHit[]) {
  const ids = firstDistinct(names, (name) => name.entity_id, SHOWN.shop * 2).map((name) => name.entity_id);
  if (ids.length === 0) return [];
  return summarised(scope, `suggested-shops:${scope.rootOnly}:${locale ?? ''}:${ids.join(',')}`, async () => {
    const rows = await listedShopsAmong(db, scope, ids);
    const shown = inOrder(rows, ids).slice(0, SHOWN.shop);
    return translateRows(db, 'shop', shown, ['name'], (row) => row.id);
  });
}

/** `work`'s answer, kept among the lists' summaries under `key` when the scope keeps them. */
function summarised<T>(scope: ListScope, key: string, work: () => Promise<T>): Promise<T> {
  return scope.summaries ? scope.summaries.get(key, work) : work();
}

/** `rows` in the order of `ids`. */
function inOrder<Row extends { id: number }>(rows: Row[], ids: number[]): Row[] {
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}
