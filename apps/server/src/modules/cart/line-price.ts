import { lineUnitPrice } from '@souk/contract';
import type { CartLineRow } from './queries.ts';

export interface LinePrice {
  /** List price plus the size and colour extras (minor units). */
  list: number;
  /** Discount or flash price plus extras, or 0 when the product has neither. */
  discounted: number;
  /** What one unit costs now: an approved quote price, else the flash/discount/list price plus extras. */
  unit: number;
  /** How many can be bought: the stock, or fewer when a flash sale's remaining quantity is lower. */
  stock: number;
  /** Whether the running flash sale prices this line. */
  flash: boolean;
  /** The accepted quote whose price `unit` is, or null. */
  quoteId: number | null;
}

/** Prices one cart line from its row; the one place the server decides what a line costs. */
export function priceLine(row: CartLineRow): LinePrice {
  const flash = row.flash_price != null && row.flash_left != null && Number(row.flash_left) > 0;
  const extras = { size_extra: row.size_extra ?? 0, color_extra: row.color_extra ?? 0 };
  const list = lineUnitPrice({ price: row.price, discount_price: 0, ...extras });
  const base = flash ? Number(row.flash_price) : row.discount_price;
  const discounted = base > 0 ? lineUnitPrice({ price: base, discount_price: 0, ...extras }) : 0;
  const quoted = row.reset_price !== 1 && row.approved_price > 0;
  return {
    list,
    discounted,
    unit: quoted ? row.approved_price : discounted > 0 ? discounted : list,
    stock: flash ? Math.min(row.stock, Number(row.flash_left)) : row.stock,
    flash,
    quoteId: quoted ? row.quote_id : null,
  };
}
