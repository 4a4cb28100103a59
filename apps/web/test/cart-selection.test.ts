import type { CartShopGroup } from '@souk/contract';
import { describe, expect, it } from 'vitest';
import { effectiveSelection, lineRemoved, toggleShop } from '../src/features/cart/selection.ts';

const line = (cartId: number, shopId: number) => ({
  id: 100 + cartId,
  cart_id: cartId,
  shop_id: shopId,
  name: `Line ${cartId}`,
  thumbnail: '',
  brand: null,
  price: 10,
  discount_price: 0,
  discount_percentage: 0,
  approved_price: 0,
  reset_price: 0,
  size: null,
  color: null,
  unit: null,
  quantity: 1,
  stock: 5,
  is_buy_now: false,
});
const shop = (id: number, cartIds: number[]): CartShopGroup => ({
  shop_id: id,
  shop_name: `Shop ${id}`,
  shop_logo: '',
  shop_rating: 4,
  shop_online: true,
  products: cartIds.map((c) => line(c, id)),
});
const basket = [shop(1, [11, 12]), shop(2, [21]), shop(3, [31])];

// docs/features/basket.md#shops-ticked-for-checkout
describe('toggleShop (selecting a shop toggles it)', () => {
  it('ticks an unticked shop and unticks a ticked one', () => {
    expect(toggleShop([1], 2)).toEqual([1, 2]);
    expect(toggleShop([1, 2], 1)).toEqual([2]);
  });
});

describe('effectiveSelection', () => {
  it('keeps the ticked shops that are still in the basket, in basket order', () => {
    expect(effectiveSelection([3, 9, 1], basket, true)).toEqual([1, 3]);
  });

  it('checks out every shop in single-vendor mode, ticked or not', () => {
    expect(effectiveSelection([], basket, false)).toEqual([1, 2, 3]);
  });

  it('is empty for an empty basket', () => {
    expect(effectiveSelection([1, 2], [], true)).toEqual([]);
  });
});

describe('lineRemoved (the decrement answer no longer holds the line)', () => {
  it('is true when the line is gone and false while it stays', () => {
    expect(lineRemoved(basket, 21)).toBe(false);
    expect(lineRemoved([shop(1, [11])], 12)).toBe(true);
  });
});
