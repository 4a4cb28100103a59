import { type CartLine, type CartShopGroup, discountPercentage, fromMinor } from '@souk/contract';
import { shopStatus } from '../../lib/shop-status.ts';
import { priceLine } from './line-price.ts';
import type { CartLineRow } from './queries.ts';

function toCartLine(row: CartLineRow): CartLine {
  const priced = priceLine(row);
  const price = fromMinor(priced.list);
  const discount = fromMinor(priced.discounted);
  return {
    id: row.product_id,
    cart_id: row.cart_id,
    shop_id: row.shop_id,
    name: row.name,
    thumbnail: row.thumbnail,
    brand: row.brand,
    price,
    discount_price: discount,
    discount_percentage: discountPercentage(price, discount),
    approved_price: fromMinor(row.approved_price),
    reset_price: row.reset_price,
    size: row.size_id != null && row.size_name != null ? { id: row.size_id, name: row.size_name } : null,
    color: row.color_id != null && row.color_name != null ? { id: row.color_id, name: row.color_name } : null,
    unit: row.unit_id != null && row.unit_name != null ? { id: row.unit_id, name: row.unit_name } : null,
    quantity: row.quantity,
    stock: priced.stock,
    is_buy_now: row.is_buy_now === 1,
  };
}

/** Lines grouped by shop, in the order the query returns them (by shop, then as added). */
export function groupByShop(rows: readonly CartLineRow[], now: Date): CartShopGroup[] {
  const groups = new Map<number, CartShopGroup>();
  for (const row of rows) {
    let group = groups.get(row.shop_id);
    if (!group) {
      group = {
        shop_id: row.shop_id,
        shop_name: row.shop_name,
        shop_logo: row.shop_logo,
        shop_rating: Number(row.shop_rating),
        shop_online: shopStatus(row.opening_time, row.closing_time, now) === 'Online',
        products: [],
      };
      groups.set(row.shop_id, group);
    }
    group.products.push(toCartLine(row));
  }
  return [...groups.values()];
}

/** A warning for lines holding more than can be bought now, or null. */
export function stockInfo(rows: readonly CartLineRow[]): string | null {
  const short = rows.find((row) => row.quantity > priceLine(row).stock);
  if (!short) return null;
  const left = priceLine(short).stock;
  return left > 0
    ? `Only ${left} left in stock for ${short.name}; please lower the quantity.`
    : `${short.name} is out of stock; please remove it from your cart.`;
}

/** A warning for a line whose quote expired: it now costs the normal price. Null when none did. */
export function quoteInfo(rows: readonly CartLineRow[]): string | null {
  const expired = rows.find((row) => row.quote_expired === 1);
  if (!expired) return null;
  return `The quoted price of ${expired.quote_number ?? 'your quote'} has expired; ${expired.name} is now at its normal price.`;
}
