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
 * the quantity is at most the stock), counting its units left in the other sales still to sell
 * (`elsewhere`), which the same stock must serve.
 */
export function termsErrors(
  product: Pick<ProductTerms, 'price' | 'discount_price' | 'quantity'>,
  terms: EntryTerms,
  sold: number,
  elsewhere = 0,
): Partial<Record<keyof EntryTerms, string>> {
  const errors: Partial<Record<keyof EntryTerms, string>> = {};
  if (terms.price >= sellingPrice(product))
    errors.price = 'The flash price must be less than the price the product sells at.';
  const left = terms.quantity - sold;
  if (terms.quantity < sold) {
    errors.quantity = `The quantity may not be less than the ${sold} already sold.`;
  } else if (elsewhere > 0 && left + elsewhere > product.quantity) {
    errors.quantity = `The units left (${left}) and the ${elsewhere} in other flash sales may not be more than the stock (${product.quantity}).`;
  } else if (left > product.quantity) {
    errors.quantity =
      sold === 0
        ? `The quantity may not be greater than the stock (${product.quantity}).`
        : `The units left (${left}) may not be more than the stock (${product.quantity}).`;
  }
  return errors;
}
