import type { ProductTerms } from './queries.ts';

/** What a product sells at outside a flash sale (minor units): its discount price when it has one, else its price. */
export const sellingPrice = (product: Pick<ProductTerms, 'price' | 'discount_price'>): number =>
  product.discount_price > 0 ? product.discount_price : product.price;

/** A flash price (minor units) and how many units are offered at it, sold ones included. */
export interface EntryTerms {
  price: number;
  quantity: number;
}

/**
 * What is wrong with `terms` for `product`, whose entry has sold `sold` units, by field: a flash
 * price must be below what the product sells at, the quantity may not drop below the units
 * sold, and the units left may not be more than the product has in stock (so, with none sold,
 * the quantity is at most the stock).
 */
export function termsErrors(
  product: Pick<ProductTerms, 'price' | 'discount_price' | 'quantity'>,
  terms: EntryTerms,
  sold: number,
): Partial<Record<keyof EntryTerms, string>> {
  const errors: Partial<Record<keyof EntryTerms, string>> = {};
  if (terms.price >= sellingPrice(product))
    errors.price = 'The flash price must be less than the price the product sells at.';
  if (terms.quantity < sold) {
    errors.quantity = `The quantity may not be less than the ${sold} already sold.`;
  } else if (terms.quantity - sold > product.quantity) {
    errors.quantity =
      sold === 0
        ? `The quantity may not be greater than the stock (${product.quantity}).`
        : `The units left (${terms.quantity - sold}) may not be more than the stock (${product.quantity}).`;
  }
  return errors;
}
