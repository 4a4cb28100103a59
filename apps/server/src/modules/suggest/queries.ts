import { type SqlBool, sql } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { Condition } from '../catalog/queries.ts';
import { wordBegins } from '../catalog/search-queries.ts';
import type { ListScope } from '../catalog/scope.ts';
import { visibleShops } from '../shop/queries.ts';

/** The words one query word matches: those it begins (a range of the index) and those it may mean with a typo. */
export interface WordMatch {
  prefix: string;
  typos: string[];
}

/**
 * Up to `limit` words that share at least `needed` of `trigrams`, those sharing most first:
 * the words a query word with a typo may stand for.
 */
export async function wordsSharingTrigrams(db: Db, trigrams: string[], needed: number, limit: number) {
  const rows = await db
    .selectFrom('suggest_trigrams')
    .select('word')
    .where('trigram', 'in', trigrams)
    .groupBy('word')
    .having((eb) => eb.fn.countAll(), '>=', needed)
    .orderBy((eb) => eb.fn.countAll(), 'desc')
    .orderBy('word')
    .limit(limit)
    .execute();
  return rows.map((row) => row.word);
}

/** `alias`'s word is one `match` stands for. */
function matching(alias: string, match: WordMatch) {
  const range = wordBegins(alias, match.prefix);
  if (match.typos.length === 0) return range;
  return sql<SqlBool>`(${range} OR ${sql.ref(`${alias}.word`)} IN (${sql.join(match.typos)}))`;
}

/**
 * Names in `locales` with a word matching `driver` (of its prefix's range, the first `limit`
 * rows of the words' index) and a word matching each of `others`, checked name by name.
 */
export function namesMatching(db: Db, locales: string[], driver: WordMatch, others: WordMatch[], limit: number) {
  const inRange = db
    .selectFrom('suggest_words as w')
    .select('w.name_id')
    .where('w.locale', 'in', locales)
    .where(matching('w', { prefix: driver.prefix, typos: [] }))
    .limit(limit);
  // A typo's few words are read apart from the prefix's range: both in one OR, the planners
  // read every word of the language rather than the range and the few words.
  const hits = db.selectFrom(inRange.as('r')).select('r.name_id');
  const typed = db
    .selectFrom('suggest_words as t')
    .select('t.name_id')
    .where('t.locale', 'in', locales)
    .where('t.word', 'in', driver.typos);
  return db
    .selectFrom('suggest_names as n')
    .select(['n.id', 'n.kind', 'n.locale', 'n.entity_id', 'n.name'])
    .where('n.id', 'in', driver.typos.length > 0 ? hits.unionAll(typed) : hits)
    .where((eb) =>
      eb.and(
        others.map((other) =>
          eb.exists(
            eb
              .selectFrom('suggest_words as o')
              .select('o.name_id')
              .whereRef('o.name_id', '=', 'n.id')
              .where(matching('o', other)),
          ),
        ),
      ),
    )
    .execute();
}

/**
 * For each product name, the first listed product carrying it (`listed`: conditions over `p`,
 * as product lists use them), read off the products' name index or, for a translated name, the
 * translated names' index; a name no listed product carries answers null.
 */
export function firstProductsNamed(db: Db, nameIds: number[], listed: Condition[]) {
  return db
    .selectFrom('suggest_names as n')
    .select((eb) => [
      'n.id as name_id',
      eb
        .case()
        .when('n.locale', '=', '')
        .then(
          eb
            .selectFrom('products as p')
            .select('p.id')
            .whereRef('p.name', '=', 'n.name')
            .where((c) => c.and(listed))
            .orderBy('p.id')
            .limit(1),
        )
        .else(
          eb
            .selectFrom('translations as tr')
            .innerJoin('products as p', 'p.id', 'tr.entity_id')
            .select('tr.entity_id')
            .where('tr.entity', '=', 'product')
            .where('tr.field', '=', 'name')
            .whereRef('tr.locale', '=', 'n.locale')
            .whereRef('tr.value', '=', 'n.name')
            .where((c) => c.and(listed))
            .orderBy('tr.entity_id')
            .limit(1),
        )
        .end()
        .as('product_id'),
    ])
    .where('n.id', 'in', nameIds)
    .execute();
}

/** What a suggestion shows of each product. */
export function suggestedProductRows(db: Db, ids: number[]) {
  return db
    .selectFrom('products')
    .select(['id', 'name', 'thumbnail', 'price', 'discount_price', 'flash_price'])
    .where('id', 'in', ids)
    .execute();
}

/** Active categories among `ids`; a sub-category only while its parent is active too. */
export function activeCategories(db: Db, ids: number[]) {
  return db
    .selectFrom('categories as c')
    .leftJoin('categories as parent', 'parent.id', 'c.parent_id')
    .select(['c.id', 'c.name', 'c.slug', 'c.thumbnail', 'c.parent_id'])
    .where('c.id', 'in', ids)
    .where('c.is_active', '=', 1)
    .where((eb) => eb.or([eb('c.parent_id', 'is', null), eb('parent.is_active', '=', 1)]))
    .execute();
}

/** The shops among `ids` the shops page lists. */
export function listedShopsAmong(db: Db, scope: ListScope, ids: number[]) {
  return visibleShops(db, scope).select(['s.id', 's.name', 's.logo']).where('s.id', 'in', ids).execute();
}
