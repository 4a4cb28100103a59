import type { ProductCard } from '@souk/contract';
import { roundHalfUp } from '@souk/contract';

/** The size and colour a shopper picked (ids), each null when the product has none. */
export interface OptionChoice {
  sizeId: number | null;
  colorId: number | null;
}

type Priced = Pick<ProductCard, 'price' | 'discount_price' | 'sizes' | 'colors'>;

/** A product's first size and colour, chosen until the shopper picks others. */
export function defaultChoice(product: Pick<ProductCard, 'sizes' | 'colors'>): OptionChoice {
  return { sizeId: product.sizes[0]?.id ?? null, colorId: product.colors[0]?.id ?? null };
}

/**
 * The unit price with the chosen options: the discount price when above 0 (else the list price)
 * plus the size's and the colour's extra prices. `oldPrice` is the list price with the same
 * extras, struck through beside it when there is a discount.
 */
export function priceWithOptions(product: Priced, choice: OptionChoice): { price: number; oldPrice: number | null } {
  const extra =
    (product.sizes.find((size) => size.id === choice.sizeId)?.price ?? 0) +
    (product.colors.find((color) => color.id === choice.colorId)?.price ?? 0);
  const discounted = product.discount_price > 0 && product.discount_price < product.price;
  const unit = discounted ? product.discount_price : product.price;
  return {
    price: roundHalfUp(unit + extra, 2),
    oldPrice: discounted ? roundHalfUp(product.price + extra, 2) : null,
  };
}
