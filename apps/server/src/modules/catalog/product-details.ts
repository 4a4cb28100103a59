import type { ProductDetailsResponse } from '@souk/contract';
import type { Db } from '../../db/database.ts';
import { AppError } from '../../lib/app-error.ts';
import { isoAt } from '../../lib/clock.ts';
import { shopStatus } from '../../lib/shop-status.ts';
import { translationsOf } from '../translations/translations.ts';
import { runningSaleOfProduct, toFlashSummary } from './flash-sales.ts';
import { toProductCards } from './product-card.ts';
import type { ListScope } from './scope.ts';
import { listedRows } from './listing.ts';
import { productMedia, recordRecentlyViewed, selectProductRows } from './queries.ts';

function scopedProducts(db: Db, scope: ListScope, now: string) {
  const query = selectProductRows(db, now);
  return scope.rootOnly ? query.where('s.is_root', '=', 1) : query;
}

/** `GET /product-details`: the product, six from its sub-category and six more from its shop. */
export async function productDetails(
  db: Db,
  scope: ListScope,
  productId: number,
  customerId?: number,
): Promise<ProductDetailsResponse> {
  const now = isoAt(scope.clock);
  const row = await scopedProducts(db, scope, now)
    .innerJoin('categories as c', 'c.id', 'p.category_id')
    .leftJoin('categories as sc', 'sc.id', 'p.sub_category_id')
    .select([
      'p.code',
      'p.short_description',
      'p.description',
      'p.is_digital',
      'p.meta_title',
      'p.meta_description',
      'p.meta_keywords',
      'p.sub_category_id',
      'c.id as category_id',
      'c.name as category_name',
      'c.slug as category_slug',
      'sc.name as sub_category_name',
      's.opening_time',
      's.closing_time',
    ])
    .where('p.id', '=', productId)
    .executeTakeFirst();
  if (!row) throw AppError.notFound('Product');

  const listed = await listedRows(db, scope, now);
  const categoryIds = row.sub_category_id ? [row.category_id, row.sub_category_id] : [row.category_id];
  const [[card], media, sale, related, popular, texts, categoryNames] = await Promise.all([
    toProductCards(db, [row], customerId),
    productMedia(db, productId),
    runningSaleOfProduct(db, productId, now),
    listed
      .where('p.id', '!=', productId)
      .where(row.sub_category_id ? 'p.sub_category_id' : 'p.category_id', '=', row.sub_category_id ?? row.category_id)
      .orderBy('p.views', 'desc')
      .orderBy('p.id')
      .limit(6)
      .execute(),
    listed
      .where('p.id', '!=', productId)
      .where('p.shop_id', '=', row.shop_id)
      .orderBy('p.views', 'desc')
      .orderBy('p.id')
      .limit(6)
      .execute(),
    translationsOf(db, 'product', [productId], ['short_description', 'description']),
    translationsOf(db, 'category', categoryIds, ['name']),
  ]);
  const text = texts.get(productId);
  const categoryName = (id: number, name: string) => categoryNames.get(id)?.name ?? name;
  if (customerId) await recordRecentlyViewed(db, customerId, productId, now);
  if (!card) throw AppError.notFound('Product');
  const [relatedCards, popularCards] = await Promise.all([
    toProductCards(db, related, customerId),
    toProductCards(db, popular, customerId),
  ]);
  return {
    product: {
      ...card,
      code: row.code,
      short_description: text?.short_description ?? row.short_description,
      description: text?.description ?? row.description,
      // A video's still is the product's card picture: its link (a YouTube page, an MP4) is no picture.
      thumbnails: media.map((m) => ({
        id: m.id,
        thumbnail: m.type === 'video' ? card.thumbnail : m.url,
        url: m.url,
        type: m.type,
      })),
      flash_sale: sale ? toFlashSummary(sale) : null,
      category: {
        id: row.category_id,
        name: categoryName(row.category_id, row.category_name),
        slug: row.category_slug,
      },
      sub_category:
        row.sub_category_id && row.sub_category_name
          ? { id: row.sub_category_id, name: categoryName(row.sub_category_id, row.sub_category_name) }
          : null,
      is_digital: row.is_digital === 1,
      meta_title: row.meta_title,
      meta_description: row.meta_description,
      meta_keywords: row.meta_keywords,
      shop: { ...card.shop, shop_status: shopStatus(row.opening_time, row.closing_time, new Date(now)) },
    },
    related_products: relatedCards,
    popular_products: popularCards,
  };
}
