import type { Kysely } from 'kysely';
import type { Database } from '../db/types.ts';
import { REVIEWERS } from './names.ts';
import { SHOPS, type ShopSpec } from './shop-specs.ts';

/**
 * The ids products refer to, read back from the database by their natural keys (slug, name,
 * e-mail). Reading rather than remembering lets a later run append products to a seeded
 * database with exactly the same generator.
 */
export interface ProductContext {
  now: number;
  shops: { id: number; spec: ShopSpec }[];
  /** Top-level and sub-category ids by slug. */
  categoryIds: Map<string, number>;
  brandIds: Map<string, number>;
  unitIds: Map<string, number>;
  reviewerIds: number[];
}

export function required<K, V>(map: Map<K, V>, key: K, what: string): V {
  const value = map.get(key);
  if (value === undefined) throw new Error(`demo ${what} "${String(key)}" is missing from the database`);
  return value;
}

export async function loadProductContext(db: Kysely<Database>, now: number): Promise<ProductContext> {
  const [shops, categories, brands, units, reviewers] = await Promise.all([
    db.selectFrom('shops').select(['id', 'slug']).execute(),
    db.selectFrom('categories').select(['id', 'slug']).execute(),
    db.selectFrom('brands').select(['id', 'slug']).execute(),
    db.selectFrom('units').select(['id', 'name']).execute(),
    db
      .selectFrom('users')
      .select(['id', 'email'])
      .where(
        'email',
        'in',
        REVIEWERS.map((r) => r.email),
      )
      .execute(),
  ]);
  const shopIds = new Map(shops.map((s) => [s.slug, s.id]));
  const reviewerIds = new Map(reviewers.map((u) => [u.email, u.id]));
  return {
    now,
    shops: SHOPS.map((spec) => ({ id: required(shopIds, spec.slug, 'shop'), spec })),
    categoryIds: new Map(categories.map((c) => [c.slug, c.id])),
    brandIds: new Map(brands.map((b) => [b.slug, b.id])),
    unitIds: new Map(units.map((u) => [u.name, u.id])),
    reviewerIds: REVIEWERS.map((r) => required(reviewerIds, r.email, 'reviewer')),
  };
}
