import { roundHalfUp } from './money.ts';

/**
 * How one shop's order is priced (original-api.md, "Cart and checkout"), in integer minor units
 * of the default currency. Server and storefront share it, so the totals a shopper sees before
 * placing an order are the ones the server records. Each percentage is rounded once, half up,
 * to a whole minor unit; every total is a sum of such rounded parts.
 */

/** Price inputs of one unit, all in minor units; `flash_price` only while a flash sale runs with stock left. */
export interface UnitPriceInput {
  price: number;
  discount_price: number;
  flash_price?: number | null;
  /** Extra of the chosen size and colour over the product price. */
  size_extra?: number;
  color_extra?: number;
}

/** Running flash price, else discount price when above 0, else list price; plus size and colour extras. */
export function lineUnitPrice(input: UnitPriceInput): number {
  const base =
    input.flash_price != null && input.flash_price > 0
      ? input.flash_price
      : input.discount_price > 0
        ? input.discount_price
        : input.price;
  return base + (input.size_extra ?? 0) + (input.color_extra ?? 0);
}

/** `percentage` % of `amount` minor units, rounded once, half up, to a whole minor unit. */
export function percentOf(amount: number, percentage: number): number {
  return roundHalfUp((amount * percentage) / 100, 0);
}

/** A delivery-charge band: orders of `min_quantity` to `max_quantity` (open-ended when null) items. */
export interface DeliveryBand {
  min_quantity: number;
  max_quantity: number | null;
  charge: number;
}

/**
 * The delivery charge for `quantity` physical items: the first band that holds it, else
 * `fallback` (the shop's flat charge). Digital goods travel free, so 0 items cost nothing.
 */
export function deliveryChargeFor(quantity: number, bands: readonly DeliveryBand[], fallback = 0): number {
  if (quantity <= 0) return 0;
  const band = bands.find((b) => quantity >= b.min_quantity && (b.max_quantity == null || quantity <= b.max_quantity));
  return band ? band.charge : fallback;
}

export interface VatRate {
  id: number;
  name: string;
  percentage: number;
}

export interface CouponTerms {
  discount_type: 'Amount' | 'Percentage';
  /** Minor units for Amount, percent for Percentage. */
  discount: number;
  min_order_amount: number;
  max_discount_amount: number | null;
}

/**
 * What a coupon takes off `subtotal`: nothing below its minimum order; a percentage capped at
 * its maximum (when above 0); never more than the subtotal itself.
 */
export function couponDiscount(subtotal: number, coupon: CouponTerms | null | undefined): number {
  if (!coupon || subtotal <= 0 || subtotal < coupon.min_order_amount) return 0;
  let discount = coupon.discount_type === 'Percentage' ? percentOf(subtotal, coupon.discount) : coupon.discount;
  if (coupon.discount_type === 'Percentage' && coupon.max_discount_amount != null && coupon.max_discount_amount > 0) {
    discount = Math.min(discount, coupon.max_discount_amount);
  }
  return Math.max(0, Math.min(discount, subtotal));
}

export interface PricedLineInput {
  unit_price: number;
  quantity: number;
  /** Digital goods add nothing to the delivery quantity. */
  is_digital?: boolean;
}

export interface ShopOrderPricingInput {
  lines: readonly PricedLineInput[];
  bands: readonly DeliveryBand[];
  /** The shop's flat delivery charge, used when no band holds the quantity. */
  shop_delivery_charge?: number;
  vat: readonly VatRate[];
  coupon?: CouponTerms | null;
}

export interface ShopOrderPricing {
  subtotal: number;
  quantity: number;
  delivery_charge: number;
  taxes: Array<VatRate & { amount: number }>;
  tax_amount: number;
  coupon_discount: number;
  payable: number;
}

/** Prices one shop's order: payable = subtotal + delivery + each VAT on the subtotal - coupon, never below 0. */
export function priceShopOrder(input: ShopOrderPricingInput): ShopOrderPricing {
  const subtotal = input.lines.reduce((sum, line) => sum + line.unit_price * line.quantity, 0);
  const quantity = input.lines.reduce((sum, line) => sum + line.quantity, 0);
  const physical = input.lines.reduce((sum, line) => sum + (line.is_digital ? 0 : line.quantity), 0);
  const delivery_charge = deliveryChargeFor(physical, input.bands, input.shop_delivery_charge ?? 0);
  const taxes = input.vat.map((rate) => ({ ...rate, amount: percentOf(subtotal, rate.percentage) }));
  const tax_amount = taxes.reduce((sum, tax) => sum + tax.amount, 0);
  const coupon_discount = couponDiscount(subtotal, input.coupon);
  const payable = Math.max(0, subtotal + delivery_charge + tax_amount - coupon_discount);
  return { subtotal, quantity, delivery_charge, taxes, tax_amount, coupon_discount, payable };
}

/** Sums several shops' pricings (one payment covers them all); VAT rates are merged by id. */
export function sumPricings(pricings: readonly ShopOrderPricing[]): ShopOrderPricing {
  const taxes = new Map<number, VatRate & { amount: number }>();
  for (const pricing of pricings) {
    for (const tax of pricing.taxes) {
      const seen = taxes.get(tax.id);
      taxes.set(tax.id, seen ? { ...seen, amount: seen.amount + tax.amount } : { ...tax });
    }
  }
  const add = (key: 'subtotal' | 'quantity' | 'delivery_charge' | 'tax_amount' | 'coupon_discount' | 'payable') =>
    pricings.reduce((sum, p) => sum + p[key], 0);
  return {
    subtotal: add('subtotal'),
    quantity: add('quantity'),
    delivery_charge: add('delivery_charge'),
    taxes: [...taxes.values()],
    tax_amount: add('tax_amount'),
    coupon_discount: add('coupon_discount'),
    payable: add('payable'),
  };
}
