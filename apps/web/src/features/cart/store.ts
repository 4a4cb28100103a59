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

interface CartState {
  total: number;
  cartItems: CartShop[];
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
  /** Counts setCart calls (not persisted): a reload that started before a newer answer arrived sees it moved. */
  revision: number;
  drawerOpen: boolean;
  setDrawerOpen: (open: boolean) => void;
  /** The basket as the server last returned it; an empty basket clears the selection too. */
  setCart: (total: number, cartItems: CartShop[]) => void;
  setSelectedShopIds: (ids: number[]) => void;
  setCouponCode: (code: string) => void;
  setAddressId: (id: number | null) => void;
  setBuyNow: (target: BuyNowTarget | null) => void;
  /** Signed out: basket, selection, coupon, address and buy-now are all forgotten. */
  clear: () => void;
}

const EMPTY = {
  total: 0,
  cartItems: [],
  selectedShopIds: [],
  couponCode: '',
  addressId: null,
  defaultAddressId: null,
  buyNow: null,
};

/**
 * The basket, persisted in the browser; filled from the server's cart calls
 * (docs/features/basket.md).
 */
export const useCartStore = create<CartState>()(
  persist(
    (set) => ({
      ...EMPTY,
      revision: 0,
      drawerOpen: false,
      setDrawerOpen: (drawerOpen) => set({ drawerOpen }),
      setCart: (total, cartItems) =>
        set((state) => ({
          total,
          cartItems,
          revision: state.revision + 1,
          // A shop that left the basket cannot stay ticked.
          selectedShopIds: state.selectedShopIds.filter((id) => cartItems.some((shop) => shop.shop_id === id)),
          couponCode: cartItems.length === 0 ? '' : state.couponCode,
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
      version: 2,
      partialize: ({ total, cartItems, selectedShopIds, couponCode, addressId, defaultAddressId, buyNow }) => ({
        total,
        cartItems,
        selectedShopIds,
        couponCode,
        addressId,
        defaultAddressId,
        buyNow,
      }),
      // Version 1 held only the basket; the new fields start empty.
      migrate: (persisted) => ({ ...EMPTY, ...(persisted as object) }),
    },
  ),
);

export function cartCount(items: CartShop[]): number {
  return items.reduce((sum, shop) => sum + shop.products.reduce((n, line) => n + line.quantity, 0), 0);
}
