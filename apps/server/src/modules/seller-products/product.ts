import { fromMinor, type SellerProduct } from '@souk/contract';
import type { Db } from '../../db/database.ts';
import { AppError } from '../../lib/app-error.ts';
import { galleryOf, videoOf } from './image-queries.ts';
import { colorsOf, findOwnedProduct, sizesOf } from './queries.ts';
import { productTexts } from './texts.ts';

/**
 * The shop's product `id` as the edit form shows it, with its gallery, video and texts in the
 * other languages; another shop's product is not found (404).
 */
export async function ownedProduct(db: Db, shopId: number, id: number): Promise<SellerProduct> {
  const [row, sizes, colors, images, video, translations] = await Promise.all([
    findOwnedProduct(db, shopId, id),
    sizesOf(db, id),
    colorsOf(db, id),
    galleryOf(db, id),
    videoOf(db, id),
    productTexts(db, id),
  ]);
  if (!row) throw AppError.notFound('Product');
  return {
    ...row,
    price: fromMinor(row.price),
    discount_price: fromMinor(row.discount_price),
    is_active: row.is_active === 1,
    images,
    video_url: video ?? null,
    translations,
    sizes: sizes.map((size) => ({ ...size, price: fromMinor(size.price) })),
    colors: colors.map((color) => ({ ...color, price: fromMinor(color.price) })),
  };
}
