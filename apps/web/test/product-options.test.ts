import { describe, expect, it } from 'vitest';
import { defaultChoice, priceWithOptions } from '../src/features/product/options.ts';
import { clampQuantity } from '../src/lib/quantity.ts';

const product = {
  price: 100,
  discount_price: 80,
  sizes: [
    { id: 1, name: 'M', price: 0 },
    { id: 2, name: 'XL', price: 4 },
  ],
  colors: [
    { id: 7, name: 'Black', color_code: '#000', price: 0 },
    { id: 8, name: 'Gold', color_code: '#d4a017', price: 12.35 },
  ],
};

describe('priceWithOptions', () => {
  it('adds the size and colour extras to the discount price, and to the struck-through list price', () => {
    expect(priceWithOptions(product, { sizeId: 2, colorId: 8 })).toEqual({ price: 96.35, oldPrice: 116.35 });
  });

  it('adds nothing for options without an extra price', () => {
    expect(priceWithOptions(product, { sizeId: 1, colorId: 7 })).toEqual({ price: 80, oldPrice: 100 });
  });

  it('uses the list price, with no old price, when there is no discount', () => {
    expect(priceWithOptions({ ...product, discount_price: 0 }, { sizeId: 2, colorId: null })).toEqual({
      price: 104,
      oldPrice: null,
    });
  });

  it('adds in cents, without binary drift', () => {
    const cheap = { price: 0.1, discount_price: 0, sizes: [{ id: 1, name: 'S', price: 0.2 }], colors: [] };
    expect(priceWithOptions(cheap, { sizeId: 1, colorId: null }).price).toBe(0.3);
  });
});

describe('defaultChoice', () => {
  it('starts at the first size and colour, null where there are none', () => {
    expect(defaultChoice(product)).toEqual({ sizeId: 1, colorId: 7 });
    expect(defaultChoice({ sizes: [], colors: [] })).toEqual({ sizeId: null, colorId: null });
  });
});

// docs/features/forms-and-errors.md#rules-checked-in-the-browser
describe('clampQuantity (digits only, minimum 1)', () => {
  it('keeps digits only', () => {
    expect(clampQuantity('1a2')).toBe(12);
    expect(clampQuantity('-3')).toBe(3);
  });

  it('never goes below 1', () => {
    expect(clampQuantity('')).toBe(1);
    expect(clampQuantity('0')).toBe(1);
  });

  it('stops at the stock', () => {
    expect(clampQuantity('50', 7)).toBe(7);
    expect(clampQuantity('5', 7)).toBe(5);
  });
});
