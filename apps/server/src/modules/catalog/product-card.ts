import { discountPercentage, fromMinor, type ProductCard } from '@souk/contract';
import type { Db } from '../../db/database.ts';
import { compactCount } from '../../lib/format.ts';
import { translationsOf } from '../translations/translations.ts';
import { favoriteIdsAmong, lastOnlineOfUsers, listOptions, type ProductRow } from './queries.ts';

/**
 * Turns product rows into the reference API's product card. During a running flash sale with
 * stock left, discount_price, discount_percentage and quantity are the flash values. With the
 * signed-in customer's id, `is_favorite` shows their wishlist. Names, units and the shop's
 * delivery time are in the request's language where they have a translation.
 */
export async function toProductCards(db: Db, rows: ProductRow[], userId?: number): Promise<ProductCard[]> {
  const ids = rows.map((r) => r.id);
  const [{ sizes, colors }, lastOnline, favorites, translations, shopTexts, unitNames] = await Promise.all([
    listOptions(db, ids),
    lastOnlineOfUsers(db, [...new Set(rows.map((r) => r.shop_user_id))]),
    userId === undefined ? new Set<number>() : favoriteIdsAmong(db, userId, ids),
    translationsOf(db, 'product', ids, ['name']),
    translationsOf(
      db,
      'shop',
      rows.map((r) => r.shop_id),
      ['name', 'estimated_delivery_time'],
    ),
    translationsOf(
      db,
      'unit',
      rows.flatMap((r) => r.unit_id ?? []),
      ['name'],
    ),
  ]);
  return rows.map((row) => {
    const flash = row.flash_price != null && row.flash_left != null && row.flash_left > 0;
    const price = fromMinor(row.price);
    const discount = fromMinor(flash ? Number(row.flash_price) : row.discount_price);
    return {
      id: row.id,
      name: translations.get(row.id)?.name ?? row.name,
      thumbnail: row.thumbnail,
      price,
      discount_price: discount,
      discount_percentage: discountPercentage(price, discount),
      rating: Number(row.rating),
      total_reviews: compactCount(row.review_count),
      total_sold: row.total_sold,
      quantity: flash ? Math.min(row.quantity, Number(row.flash_left)) : row.quantity,
      is_favorite: favorites.has(row.id),
      sizes: sizes
        .filter((s) => s.product_id === row.id)
        .map((s) => ({ id: s.id, name: s.name, price: fromMinor(s.price) })),
      colors: colors
        .filter((c) => c.product_id === row.id)
        .map((c) => ({ id: c.id, name: c.name, color_code: c.color_code, price: fromMinor(c.price) })),
      unit:
        row.unit_id != null && row.unit_name != null
          ? { id: row.unit_id, name: unitNames.get(row.unit_id)?.name ?? row.unit_name }
          : null,
      brand: row.brand,
      shop: {
        id: row.shop_id,
        name: shopTexts.get(row.shop_id)?.name ?? row.shop_name,
        logo: row.shop_logo,
        rating: Number(row.shop_rating),
        estimated_delivery_time: shopTexts.get(row.shop_id)?.estimated_delivery_time ?? row.estimated_delivery_time,
        delivery_charge: fromMinor(row.delivery_charge),
        last_online: lastOnline.get(row.shop_user_id) ?? null,
      },
    };
  });
}
