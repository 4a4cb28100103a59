import type { Db, DbKind } from '../../db/database.ts';

/** A picture of the gallery as the media calls read it. */
export interface GalleryImage {
  id: number;
  url: string;
}

/**
 * The shop's product `id`'s card picture, read with the product row locked until the
 * transaction ends on PostgreSQL (SQLite's one writer already serialises transactions): every
 * write to a product's pictures starts here, so two of them on one product take turns.
 */
export function lockedProduct(trx: Db, kind: DbKind, shopId: number, id: number) {
  return trx
    .selectFrom('products')
    .select('thumbnail')
    .where('id', '=', id)
    .where('shop_id', '=', shopId)
    .$if(kind === 'postgres', (qb) => qb.forUpdate())
    .executeTakeFirst();
}

/** The product's pictures (its video aside) in the gallery's order. */
export function galleryOf(db: Db, productId: number): Promise<GalleryImage[]> {
  return db
    .selectFrom('product_images')
    .select(['id', 'url'])
    .where('product_id', '=', productId)
    .where('type', '=', 'image')
    .orderBy('position')
    .orderBy('id')
    .execute();
}

/** Adds pictures at the gallery's end, in the order given. */
export async function appendImages(trx: Db, productId: number, urls: string[]): Promise<void> {
  const last = await trx
    .selectFrom('product_images')
    .select((eb) => eb.fn.max('position').as('position'))
    .where('product_id', '=', productId)
    .where('type', '=', 'image')
    .executeTakeFirst();
  const first = last?.position === null || last?.position === undefined ? 0 : Number(last.position) + 1;
  await trx
    .insertInto('product_images')
    .values(urls.map((url, i) => ({ product_id: productId, url, type: 'image' as const, position: first + i })))
    .execute();
}

/** Gives each picture of `ids` its index there as its position. */
export async function setPositions(trx: Db, productId: number, ids: number[]): Promise<void> {
  for (const [position, id] of ids.entries()) {
    await trx
      .updateTable('product_images')
      .set({ position })
      .where('id', '=', id)
      .where('product_id', '=', productId)
      .execute();
  }
}

export async function deleteImageRow(trx: Db, productId: number, id: number): Promise<void> {
  await trx.deleteFrom('product_images').where('id', '=', id).where('product_id', '=', productId).execute();
}

/** The product's video link, or undefined when it has none. */
export async function videoOf(db: Db, productId: number): Promise<string | undefined> {
  const row = await db
    .selectFrom('product_images')
    .select('url')
    .where('product_id', '=', productId)
    .where('type', '=', 'video')
    .orderBy('id')
    .executeTakeFirst();
  return row?.url;
}

/** Makes `url` the product's one video (none when null). */
export async function replaceVideo(trx: Db, productId: number, url: string | null): Promise<void> {
  await trx.deleteFrom('product_images').where('product_id', '=', productId).where('type', '=', 'video').execute();
  if (url === null) return;
  await trx.insertInto('product_images').values({ product_id: productId, url, type: 'video', position: 0 }).execute();
}

/** Gives product `to` the video product `from` has. */
export async function copyVideo(trx: Db, from: number, to: number): Promise<void> {
  await trx
    .insertInto('product_images')
    .columns(['product_id', 'url', 'type', 'position'])
    .expression((eb) =>
      eb
        .selectFrom('product_images')
        .select((s) => [s.val(to).as('product_id'), 'url', 'type', 'position'])
        .where('product_id', '=', from)
        .where('type', '=', 'video'),
    )
    .execute();
}
