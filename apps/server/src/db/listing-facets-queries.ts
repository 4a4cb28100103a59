import { type Kysely, PostgresAdapter, sql } from 'kysely';
import { LISTING_FACETS_FILL } from './migrations/014-listing-facets.ts';
import type { Database } from './types.ts';

/** A scope of the listing facets (migration 014): 0 stands for any. */
export interface FacetScope {
  shop_id: number;
  category_id: number;
  sub_category_id: number;
}

/** How many scopes one fold takes at most: a fold is one short transaction. */
const FOLD_SCOPES = 200;
/**
 * The advisory lock that keeps two processes from folding at once on PostgreSQL, per schema
 * (advisory locks are the database's: shops in other schemas fold on their own).
 */
const FOLD_LOCK = 0x50_61_63_65;

const isPostgres = (db: Kysely<Database>) => db.getExecutor().adapter instanceof PostgresAdapter;

/**
 * Counts every listed product's facts afresh: after a bulk load, which writes with the
 * triggers set aside (seed/bulk-load.ts).
 */
export async function rebuildListingFacets(db: Kysely<Database>): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await trx.deleteFrom('listing_facets').execute();
    await sql.raw(LISTING_FACETS_FILL).execute(trx);
  });
}

/**
 * Replaces the rows of up to `FOLD_SCOPES` scopes that have changes by their sums, so a scope's
 * figures stay a few rows to read. The rows are taken by deleting them: a change written while
 * the fold runs is either among them or stays for the next fold, and a scope's sum is the same
 * before and after. Returns how many scopes it folded.
 */
export async function foldListingFacets(db: Kysely<Database>): Promise<number> {
  return db.transaction().execute(async (trx) => {
    if (isPostgres(db)) {
      const { rows } = await sql<{ taken: boolean }>`
        SELECT pg_try_advisory_xact_lock(${FOLD_LOCK}, hashtext(current_schema())) AS taken`.execute(trx);
      if (!rows[0]?.taken) return 0;
    }
    const scopes = await trx
      .selectFrom('listing_facets')
      .select(['shop_id', 'category_id', 'sub_category_id'])
      .distinct()
      .where('changed', '=', 1)
      .limit(FOLD_SCOPES)
      .execute();
    for (const scope of scopes) {
      const taken = await trx
        .deleteFrom('listing_facets')
        .where('shop_id', '=', scope.shop_id)
        .where('category_id', '=', scope.category_id)
        .where('sub_category_id', '=', scope.sub_category_id)
        .returning(['kind', 'value', 'products'])
        .execute();
      const sums = new Map<string, { kind: (typeof taken)[number]['kind']; value: string; products: number }>();
      for (const row of taken) {
        const key = `${row.kind}\u0000${row.value}`;
        const sum = sums.get(key) ?? { kind: row.kind, value: row.value, products: 0 };
        sum.products += Number(row.products);
        sums.set(key, sum);
      }
      const kept = [...sums.values()].filter((sum) => sum.products !== 0);
      if (kept.length > 0) {
        await trx
          .insertInto('listing_facets')
          .values(kept.map((sum) => ({ ...scope, ...sum, changed: 0 as const })))
          .execute();
      }
    }
    return scopes.length;
  });
}

/** A scope's facts with their counts (products, or option rows), those above 0. */
export function readListingFacets(
  db: Kysely<Database>,
  shopIds: readonly number[],
  scope: Omit<FacetScope, 'shop_id'>,
) {
  return db
    .selectFrom('listing_facets')
    .select(['kind', 'value', (eb) => eb.fn.sum<number>('products').as('products')])
    .where('shop_id', 'in', shopIds)
    .where('category_id', '=', scope.category_id)
    .where('sub_category_id', '=', scope.sub_category_id)
    .groupBy(['kind', 'value'])
    .having((eb) => eb.fn.sum('products'), '>', 0)
    .execute();
}
