import { describe, expect, it } from 'vitest';
import { basketAddressAfter } from '../src/features/cart/basket-address.ts';

const list = (defaultId: number | null, ...ids: number[]) => ids.map((id) => ({ id, is_default: id === defaultId }));

// docs/features/basket.md#the-delivery-address
describe('the basket address as addresses load', () => {
  it('takes the default, else the first, when none is chosen', () => {
    expect(basketAddressAfter(list(7, 5, 7), { addressId: null, defaultAddressId: null })).toEqual({
      addressId: 7,
      defaultAddressId: 7,
    });
    expect(basketAddressAfter(list(null, 5, 7), { addressId: null, defaultAddressId: null }).addressId).toBe(5);
    expect(basketAddressAfter([], { addressId: null, defaultAddressId: null }).addressId).toBeNull();
  });

  it('keeps an address the shopper chose while the default stays', () => {
    expect(basketAddressAfter(list(7, 5, 7), { addressId: 5, defaultAddressId: 7 }).addressId).toBe(5);
  });

  it('follows a new default, and replaces an address that is gone', () => {
    expect(basketAddressAfter(list(5, 5, 7), { addressId: 7, defaultAddressId: 7 }).addressId).toBe(5);
    expect(basketAddressAfter(list(7, 7), { addressId: 5, defaultAddressId: 7 }).addressId).toBe(7);
  });

  it('keeps the choice when the stored basket predates the default it saw', () => {
    expect(basketAddressAfter(list(7, 5, 7), { addressId: 5, defaultAddressId: undefined as never }).addressId).toBe(5);
  });
});
