import type { Db } from '../../db/database.ts';
import type { TranslatedEntity, TranslationsTable } from '../../db/types.ts';
import { isoAt } from '../../lib/clock.ts';
import { selectBlogCards } from '../blog/queries.ts';
import { toProductCards } from '../catalog/product-card.ts';
import type { ListScope } from '../catalog/scope.ts';
import { selectProductRows } from '../catalog/queries.ts';
import { translateRows } from '../translations/translations.ts';
import { visibleShops } from '../shop/queries.ts';

/** Old links used numeric ids where slugs now stand; both find the row. */
const numericId = (slugOrId: string) => (/^\d{1,9}$/.test(slugOrId) ? Number(slugOrId) : undefined);

/** A product page's facts: the same row, scope and prices as `GET /product-details`. */
export async function findProductPage(db: Db, scope: ListScope, productId: number) {
  const row = await selectProductRows(db, isoAt(scope.clock))
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
  const [[card], [texts = row], images] = await Promise.all([
    toProductCards(db, [row]),
    translateRows(db, 'product', [row], ['short_description', 'description'], (r) => r.id),
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
  return card && { ...texts, card, images: images.map((i) => i.url) };
}

/** The page's texts in the request's language, where the row has them. */
async function translated<Row extends { id: number }, K extends keyof Row & TranslationsTable['field']>(
  db: Db,
  entity: TranslatedEntity,
  row: Row | undefined,
  fields: readonly K[],
): Promise<Row | undefined> {
  return row && (await translateRows(db, entity, [row], fields, (r) => r.id))[0];
}

export async function findShopPage(db: Db, scope: ListScope, shopId: number) {
  const row = await visibleShops(db, scope)
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
  return translated(db, 'shop', row, ['name', 'short_description', 'description']);
}

export async function findCategoryPage(db: Db, slugOrId: string) {
  const id = numericId(slugOrId);
  const row = await db
    .selectFrom('categories')
    .select(['id', 'name', 'slug', 'thumbnail'])
    .where('is_active', '=', 1)
    .where(id === undefined ? 'slug' : 'id', '=', id ?? slugOrId)
    .executeTakeFirst();
  return translated(db, 'category', row, ['name']);
}

export async function findBlogPage(db: Db, slugOrId: string) {
  const id = numericId(slugOrId);
  const row = await selectBlogCards(db)
    .select('b.description')
    .where(id === undefined ? 'b.slug' : 'b.id', '=', id ?? slugOrId)
    .executeTakeFirst();
  return translated(db, 'blog', row, ['title', 'short_description', 'description']);
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
