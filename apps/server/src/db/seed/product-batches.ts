import type { Kysely } from 'kysely';
import type { Database } from '../types.ts';
import { insertReturningIds, insertRows } from './batch.ts';
import type { ProductContext } from './context.ts';
import type { DemoImages } from './images.ts';
import { buildProduct } from './products.ts';

/** Products per transaction: big enough to amortise commits, small enough to report progress. */
const PRODUCTS_PER_TRANSACTION = 1000;

/**
 * Inserts demo products [from, to) with their gallery, sizes, colours and reviews, one
 * transaction per batch; `onProgress` hears how many of the `to - from` are done.
 */
export async function insertProducts(
  db: Kysely<Database>,
  ctx: ProductContext,
  images: DemoImages,
  range: { from: number; to: number },
  onProgress?: (done: number, total: number) => void,
): Promise<void> {
  const total = range.to - range.from;
  for (let start = range.from; start < range.to; start += PRODUCTS_PER_TRANSACTION) {
    const end = Math.min(range.to, start + PRODUCTS_PER_TRANSACTION);
    const batch = Array.from({ length: end - start }, (_, i) => buildProduct(start + i, ctx, images));
    await db.transaction().execute(async (trx) => {
      const ids = await insertReturningIds(
        trx,
        'products',
        'code',
        batch.map((p) => p.row),
      );
      const idOf = (code: string) => {
        const id = ids.get(code);
        if (id === undefined) throw new Error(`product ${code} was not inserted`);
        return id;
      };
      await insertRows(
        trx,
        'product_images',
        batch.flatMap((p) =>
          p.gallery.map((url, position) => ({ product_id: idOf(p.row.code), url, type: 'image' as const, position })),
        ),
      );
      await insertRows(
        trx,
        'product_sizes',
        batch.flatMap((p) => p.sizes.map((size, position) => ({ product_id: idOf(p.row.code), ...size, position }))),
      );
      await insertRows(
        trx,
        'product_colors',
        batch.flatMap((p) => p.colors.map((color, position) => ({ product_id: idOf(p.row.code), ...color, position }))),
      );
      await insertRows(
        trx,
        'reviews',
        batch.flatMap((p) =>
          p.reviews.map((review) => ({
            product_id: idOf(p.row.code),
            shop_id: p.row.shop_id,
            order_id: null,
            ...review,
          })),
        ),
      );
    });
    onProgress?.(end - range.from, total);
  }
}

/** Shop rating and review count follow from the reviews of the shop's products. */
export async function refreshShopRatings(db: Kysely<Database>): Promise<void> {
  const stats = await db
    .selectFrom('reviews')
    .select((eb) => ['shop_id', eb.fn.count<number>('id').as('count'), eb.fn.sum<number>('rating').as('total')])
    .groupBy('shop_id')
    .execute();
  for (const { shop_id, count, total } of stats) {
    const rating = count > 0 ? Math.round((Number(total) / Number(count)) * 10) / 10 : 0;
    await db
      .updateTable('shops')
      .set({ rating, review_count: Number(count) })
      .where('id', '=', shop_id)
      .execute();
  }
}
