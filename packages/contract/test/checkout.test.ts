import { describe, expect, it } from 'vitest';
import {
  couponDiscount,
  deliveryChargeFor,
  lineUnitPrice,
  percentOf,
  priceShopOrder,
  quantitySchema,
  sumPricings,
} from '../src/index.ts';

const bands = [
  { min_quantity: 1, max_quantity: 3, charge: 500 },
  { min_quantity: 4, max_quantity: 10, charge: 800 },
  { min_quantity: 11, max_quantity: null, charge: 1200 },
];

describe('lineUnitPrice', () => {
  it('takes the running flash price first, then the discount price, then the list price, plus extras', () => {
    expect(lineUnitPrice({ price: 1000, discount_price: 800, flash_price: 600, size_extra: 50, color_extra: 25 })).toBe(
      675,
    );
    expect(lineUnitPrice({ price: 1000, discount_price: 800, flash_price: null, size_extra: 50 })).toBe(850);
    expect(lineUnitPrice({ price: 1000, discount_price: 0, color_extra: 100 })).toBe(1100);
  });
});

describe('percentOf', () => {
  it('rounds half up once to a whole minor unit', () => {
    expect(percentOf(1050, 5)).toBe(53); // 52.5 -> 53
    expect(percentOf(1030, 5)).toBe(52); // 51.5 -> 52
    expect(percentOf(1010, 5)).toBe(51); // 50.5 -> 51
    expect(percentOf(999, 10)).toBe(100); // 99.9 -> 100
    expect(percentOf(1001, 10)).toBe(100); // 100.1 -> 100
  });

  it('works at precision 0 (a yen amount is already its own minor unit)', () => {
    expect(percentOf(333, 7.5)).toBe(25); // 24.975 -> 25
    expect(percentOf(150, 1)).toBe(2); // 1.5 -> 2
  });
});

describe('deliveryChargeFor', () => {
  it('picks the band that holds the quantity, open-ended last band included', () => {
    expect(deliveryChargeFor(1, bands)).toBe(500);
    expect(deliveryChargeFor(3, bands)).toBe(500);
    expect(deliveryChargeFor(4, bands)).toBe(800);
    expect(deliveryChargeFor(500, bands)).toBe(1200);
  });
  it('charges nothing for no physical items and falls back to the flat charge outside every band', () => {
    expect(deliveryChargeFor(0, bands, 999)).toBe(0);
    expect(deliveryChargeFor(2, [], 999)).toBe(999);
  });
});

describe('couponDiscount', () => {
  const percent = {
    discount_type: 'Percentage' as const,
    discount: 10,
    min_order_amount: 5000,
    max_discount_amount: 2000,
  };
  it('applies nothing below the minimum order', () => {
    expect(couponDiscount(4999, percent)).toBe(0);
    expect(couponDiscount(5000, percent)).toBe(500);
  });
  it('caps a percentage at its maximum', () => {
    expect(couponDiscount(50_000, percent)).toBe(2000);
  });
  it('never takes more than the subtotal', () => {
    const flat = { discount_type: 'Amount' as const, discount: 5000, min_order_amount: 0, max_discount_amount: null };
    expect(couponDiscount(1200, flat)).toBe(1200);
    expect(couponDiscount(0, flat)).toBe(0);
  });
});

describe('priceShopOrder', () => {
  it('adds delivery and each VAT rate on the subtotal, minus the coupon', () => {
    const pricing = priceShopOrder({
      lines: [
        { unit_price: 1999, quantity: 2 },
        { unit_price: 500, quantity: 1, is_digital: true },
      ],
      bands,
      vat: [
        { id: 1, name: 'VAT', percentage: 5 },
        { id: 2, name: 'City tax', percentage: 1.5 },
      ],
      coupon: { discount_type: 'Amount', discount: 300, min_order_amount: 0, max_discount_amount: null },
    });
    // subtotal 4498; 2 physical items -> 500; 5% = 224.9 -> 225; 1.5% = 67.47 -> 67
    expect(pricing).toEqual({
      subtotal: 4498,
      quantity: 3,
      delivery_charge: 500,
      taxes: [
        { id: 1, name: 'VAT', percentage: 5, amount: 225 },
        { id: 2, name: 'City tax', percentage: 1.5, amount: 67 },
      ],
      tax_amount: 292,
      coupon_discount: 300,
      payable: 4498 + 500 + 292 - 300,
    });
  });

  it('sums the rounded parts of a three-way split rather than rounding the sum', () => {
    // Three shops of 1 unit each at 1.05: 5% VAT is 5.25 -> 5 per shop, 15 in all (not 15.75 -> 16).
    const shop = () =>
      priceShopOrder({
        lines: [{ unit_price: 105, quantity: 1 }],
        bands: [],
        vat: [{ id: 1, name: 'VAT', percentage: 5 }],
      });
    const total = sumPricings([shop(), shop(), shop()]);
    expect(total.tax_amount).toBe(15);
    expect(total.taxes).toEqual([{ id: 1, name: 'VAT', percentage: 5, amount: 15 }]);
    expect(total.payable).toBe(3 * 105 + 15);
  });
});

describe('quantitySchema', () => {
  it('accepts whole numbers from 1 and strings of digits', () => {
    expect(quantitySchema.parse(3)).toBe(3);
    expect(quantitySchema.parse('12')).toBe(12);
  });
  it.each([0, -1, 1.5, '1.5', 'abc', '', 10_001, null, Number.NaN])('refuses %s', (value) => {
    expect(quantitySchema.safeParse(value).success).toBe(false);
  });
});
