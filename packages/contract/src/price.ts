import { fromMinor, roundHalfUp, toMinor } from './money.ts';

/** Price fields of a product as the wire carries them (decimals in the default currency). */
export interface PriceFields {
  price: number;
  discount_price: number;
}

/**
 * The price a buyer pays for one unit of a product: the running flash-sale price when there is
 * one, else the discount price when above 0, else the list price.
 */
export function effectiveUnitPrice(product: PriceFields & { flash_price?: number | null }): number {
  if (product.flash_price != null && product.flash_price > 0) return product.flash_price;
  return product.discount_price > 0 ? product.discount_price : product.price;
}

/**
 * Cart line price fields (docs/features/basket.md#line-prices): approved_price comes from an
 * accepted quote.
 */
export interface CartLinePriceFields extends PriceFields {
  approved_price?: number | null;
  reset_price?: number | null;
}

/**
 * The unit price shown on a cart line (docs/features/basket.md#line-prices): with reset_price 1 the
 * quote no longer applies; otherwise an approved quote price wins over the discount and list
 * prices.
 */
export function cartLineDisplayPrice(line: CartLinePriceFields): number {
  if (isQuotedLine(line)) return line.approved_price ?? 0;
  return line.discount_price > 0 ? line.discount_price : line.price;
}

/** A line priced by a shop's accepted quote: its price and quantity are the quote's. */
export function isQuotedLine(line: CartLinePriceFields): boolean {
  return line.reset_price !== 1 && line.approved_price != null && line.approved_price > 0;
}

/**
 * What cart lines come to as the shopper sees them: each line's displayed unit price (the
 * quote's while it holds, as checkout charges) times its quantity, summed in minor units.
 */
export function cartLinesAmount(lines: ReadonlyArray<CartLinePriceFields & { quantity: number }>): number {
  return sumLines(lines, cartLineDisplayPrice);
}

/**
 * Cart and checkout amount (docs/features/basket.md#amounts): each line at its discount price when
 * above 0, otherwise its price, times quantity; summed in minor units so the total is exact to 2
 * decimals.
 */
export function cartAmount(lines: ReadonlyArray<PriceFields & { quantity: number }>): number {
  return sumLines(lines, effectiveUnitPrice);
}

function sumLines<T extends { quantity: number }>(lines: readonly T[], unit: (line: T) => number): number {
  return fromMinor(lines.reduce((sum, line) => sum + toMinor(roundHalfUp(unit(line) * line.quantity, 2)), 0));
}

/** Percentage off a list price, whole number, for the badge on cards and cart lines. */
export function discountPercentage(price: number, discountPrice: number): number {
  if (!(price > 0) || !(discountPrice > 0) || discountPrice >= price) return 0;
  return Math.round(((price - discountPrice) / price) * 100);
}
