import type { Db } from '../../src/db/database.ts';

/** What a shopper sees of each product, in code order: equal across seeds when deterministic. */
export async function productSignature(db: Db) {
  return db
    .selectFrom('products')
    .innerJoin('shops', 'shops.id', 'products.shop_id')
    .innerJoin('categories', 'categories.id', 'products.sub_category_id')
    .select([
      'products.code',
      'products.name',
      'products.price',
      'products.discount_price',
      'products.quantity',
      'products.rating',
      'products.review_count',
      'products.thumbnail',
      'shops.slug as shop',
      'categories.slug as subCategory',
    ])
    .orderBy('products.code')
    .execute();
}
