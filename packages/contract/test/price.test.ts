import { describe, expect, it } from 'vitest';
import { cartAmount, cartLineDisplayPrice, discountPercentage, effectiveUnitPrice } from '../src/index.ts';

describe('effectiveUnitPrice', () => {
  it('uses the running flash price first', () => {
    expect(effectiveUnitPrice({ price: 100, discount_price: 80, flash_price: 60 })).toBe(60);
  });
  it('uses the discount price when above 0', () => {
    expect(effectiveUnitPrice({ price: 100, discount_price: 80, flash_price: null })).toBe(80);
  });
  it('falls back to the list price', () => {
    expect(effectiveUnitPrice({ price: 100, discount_price: 0 })).toBe(100);
  });
});

describe('cartLineDisplayPrice', () => {
  const line = { price: 100, discount_price: 90, approved_price: 70 };
  it('shows the approved quote price unless reset', () => {
    expect(cartLineDisplayPrice(line)).toBe(70);
    expect(cartLineDisplayPrice({ ...line, reset_price: 0 })).toBe(70);
  });
  it('ignores the approved price when reset_price is 1', () => {
    expect(cartLineDisplayPrice({ ...line, reset_price: 1 })).toBe(90);
    expect(cartLineDisplayPrice({ ...line, discount_price: 0, reset_price: 1 })).toBe(100);
  });
  it('uses discount then list price when nothing is approved', () => {
    expect(cartLineDisplayPrice({ price: 100, discount_price: 0, approved_price: 0 })).toBe(100);
    expect(cartLineDisplayPrice({ price: 100, discount_price: 95, approved_price: null })).toBe(95);
  });
});

describe('cartAmount', () => {
  it('sums discount-or-price times quantity to 2 decimals', () => {
    expect(
      cartAmount([
        { price: 10, discount_price: 0, quantity: 3 },
        { price: 5, discount_price: 4.99, quantity: 2 },
      ]),
    ).toBe(39.98);
  });
  it('does not drift on sums of tenths', () => {
    expect(cartAmount(Array.from({ length: 10 }, () => ({ price: 0.1, discount_price: 0, quantity: 1 })))).toBe(1);
  });
  it('is 0 for an empty cart', () => {
    expect(cartAmount([])).toBe(0);
  });
});

describe('discountPercentage', () => {
  it('is the whole percent off', () => {
    expect(discountPercentage(80, 60)).toBe(25);
    expect(discountPercentage(3, 2)).toBe(33);
  });
  it('is 0 without a real discount', () => {
    expect(discountPercentage(80, 0)).toBe(0);
    expect(discountPercentage(80, 90)).toBe(0);
  });
});
