import type { Db } from '../../db/database.ts';
import { nowIso } from '../../lib/time.ts';
import { selectBlogCards } from '../blog/queries.ts';
import { toProductCards } from '../catalog/product-card.ts';
import type { ListScope } from '../catalog/product-list.ts';
import { selectProductRows } from '../catalog/queries.ts';
import { visibleShops } from '../shop/queries.ts';

/** Old links used numeric ids where slugs now stand; both find the row. */
const numericId = (slugOrId: string) => (/^\d{1,9}$/.test(slugOrId) ? Number(slugOrId) : undefined);

/** A product page's facts: the same row, scope and prices as `GET /product-details`. */
export async function findProductPage(db: Db, scope: ListScope, productId: number) {
  const row = await selectProductRows(db, nowIso())
    .innerJoin('categories as c', 'c.id', 'p.category_id')
    .select([
      'p.code',
      'p.short_description',
      'p.description',
      'p.meta_title',
      'p.meta_description',
      'c.name as category',
    ])
    .where('p.id', '=', productId)
    .$if(scope.rootOnly, (qb) => qb.where('s.is_root', '=', 1))
    .executeTakeFirst();
  if (!row) return undefined;
  const [[card], images] = await Promise.all([
    toProductCards(db, [row]),
    db
      .selectFrom('product_images')
      .select('url')
      .where('product_id', '=', productId)
      .where('type', '!=', 'video')
      .orderBy('position')
      .orderBy('id')
      .limit(8)
      .execute(),
  ]);
  return card && { ...row, card, images: images.map((i) => i.url) };
}

export function findShopPage(db: Db, scope: ListScope, shopId: number) {
  return visibleShops(db, scope)
    .select([
      's.id',
      's.name',
      's.logo',
      's.banner',
      's.short_description',
      's.description',
      's.rating',
      's.review_count',
    ])
    .where('s.id', '=', shopId)
    .executeTakeFirst();
}

export function findCategoryPage(db: Db, slugOrId: string) {
  const id = numericId(slugOrId);
  return db
    .selectFrom('categories')
    .select(['id', 'name', 'slug', 'thumbnail'])
    .where('is_active', '=', 1)
    .where(id === undefined ? 'slug' : 'id', '=', id ?? slugOrId)
    .executeTakeFirst();
}

export function findBlogPage(db: Db, slugOrId: string) {
  const id = numericId(slugOrId);
  return selectBlogCards(db)
    .select('b.description')
    .where(id === undefined ? 'b.slug' : 'b.id', '=', id ?? slugOrId)
    .executeTakeFirst();
}

/** Code of the default currency (prices on the wire are in it), e.g. USD. */
export async function defaultCurrencyCode(db: Db): Promise<string> {
  const row = await db
    .selectFrom('currencies')
    .select('name')
    .where('is_active', '=', 1)
    .orderBy('is_default', 'desc')
    .orderBy('id')
    .executeTakeFirst();
  return row?.name ?? 'USD';
}
