import { create } from 'zustand';
import { persist } from 'zustand/middleware';
import { persistedStorage } from '../../lib/persisted-storage.ts';
import type { CartShop } from './types.ts';

export type { CartLine, CartShop } from './types.ts';

/** The product a Buy Now started from: checkout then covers only this shop's buy-now line. */
export interface BuyNowTarget {
  shopId: number;
  productId: number;
}

/** The shopper's checkout choices, kept in the browser; the basket itself is the server's (api/get-cart.ts). */
interface Choices {
  /**
   * Shops ticked for checkout (docs/features/basket.md#shops-ticked-for-checkout); single-vendor
   * mode ticks every shop instead.
   */
  selectedShopIds: number[];
  couponCode: string;
  /** The address chosen at checkout; null until the shopper's addresses load (basket-address.ts). */
  addressId: number | null;
  /** The shopper's default address when their addresses last loaded. */
  defaultAddressId: number | null;
  buyNow: BuyNowTarget | null;
}

interface CartState extends Choices {
  drawerOpen: boolean;
  setDrawerOpen: (open: boolean) => void;
  /** The basket changed: a shop that left it cannot stay ticked, and an empty one keeps no coupon. */
  followBasket: (shops: readonly CartShop[]) => void;
  setSelectedShopIds: (ids: number[]) => void;
  setCouponCode: (code: string) => void;
  setAddressId: (id: number | null) => void;
  setBuyNow: (target: BuyNowTarget | null) => void;
  /** Signed out: selection, coupon, address and buy-now are all forgotten. */
  clear: () => void;
}

const EMPTY: Choices = {
  selectedShopIds: [],
  couponCode: '',
  addressId: null,
  defaultAddressId: null,
  buyNow: null,
};

const choicesOf = (state: Choices): Choices => ({
  selectedShopIds: state.selectedShopIds,
  couponCode: state.couponCode,
  addressId: state.addressId,
  defaultAddressId: state.defaultAddressId,
  buyNow: state.buyNow,
});

/** The checkout choices, persisted in the browser (docs/adr/0008-where-shopper-state-lives.md). */
export const useCartStore = create<CartState>()(
  persist(
    (set) => ({
      ...EMPTY,
      drawerOpen: false,
      setDrawerOpen: (drawerOpen) => set({ drawerOpen }),
      followBasket: (shops) =>
        set((state) => ({
          selectedShopIds: state.selectedShopIds.filter((id) => shops.some((shop) => shop.shop_id === id)),
          couponCode: shops.length === 0 ? '' : state.couponCode,
        })),
      setSelectedShopIds: (selectedShopIds) => set({ selectedShopIds }),
      setCouponCode: (couponCode) => set({ couponCode }),
      setAddressId: (addressId) => set({ addressId }),
      setBuyNow: (buyNow) => set({ buyNow }),
      clear: () => set(EMPTY),
    }),
    {
      name: 'cart',
      storage: persistedStorage(),
      version: 3,
      partialize: (state) => choicesOf(state),
      // Version 1 held only the basket, version 2 the basket beside the choices: the basket now
      // lives in the query cache, so only the choices are carried over.
      migrate: (persisted) => choicesOf({ ...EMPTY, ...(persisted as Partial<Choices>) }),
    },
  ),
);
