import { fromMinor, type SellerProduct } from '@souk/contract';
import type { Db } from '../../db/database.ts';
import { AppError } from '../../lib/app-error.ts';
import { colorsOf, findOwnedProduct, sizesOf } from './queries.ts';

/** The shop's product `id` as the edit form shows it; another shop's product is not found (404). */
export async function ownedProduct(db: Db, shopId: number, id: number): Promise<SellerProduct> {
  const [row, sizes, colors] = await Promise.all([findOwnedProduct(db, shopId, id), sizesOf(db, id), colorsOf(db, id)]);
  if (!row) throw AppError.notFound('Product');
  return {
    ...row,
    price: fromMinor(row.price),
    discount_price: fromMinor(row.discount_price),
    is_active: row.is_active === 1,
    sizes: sizes.map((size) => ({ ...size, price: fromMinor(size.price) })),
    colors: colors.map((color) => ({ ...color, price: fromMinor(color.price) })),
  };
}
