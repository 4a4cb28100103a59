import type { Address } from '@souk/contract';
import { useCartStore } from './store.ts';

interface BasketAddress {
  addressId: number | null;
  /** The default address when addresses last loaded, so a change of default can be followed. */
  defaultAddressId: number | null;
}

/**
 * The basket's address once the shopper's addresses have loaded
 * (docs/features/basket.md#the-delivery-address): kept while it is still one of them and the
 * default has not changed; else the default, or the first.
 */
export function basketAddressAfter(
  addresses: readonly Pick<Address, 'id' | 'is_default'>[],
  basket: BasketAddress,
): BasketAddress {
  const defaultId = addresses.find((a) => a.is_default)?.id ?? null;
  const preferred = defaultId ?? addresses[0]?.id ?? null;
  const kept = addresses.some((a) => a.id === basket.addressId);
  const defaultMoved = basket.defaultAddressId != null && defaultId !== null && defaultId !== basket.defaultAddressId;
  return { addressId: kept && !defaultMoved ? basket.addressId : preferred, defaultAddressId: defaultId };
}

/** Applies basketAddressAfter to the basket, wherever the addresses were loaded. */
export function followAddresses(addresses: readonly Address[]): void {
  const state = useCartStore.getState();
  const next = basketAddressAfter(addresses, state);
  if (next.addressId !== state.addressId || next.defaultAddressId !== state.defaultAddressId) {
    useCartStore.setState(next);
  }
}
