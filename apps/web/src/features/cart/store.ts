import { create } from 'zustand';
import { persist } from 'zustand/middleware';

export interface CartLine {
  id: number;
  shop_id: number;
  name: string;
  thumbnail: string;
  brand: string | null;
  price: number;
  discount_price: number;
  discount_percentage: number;
  approved_price?: number | null;
  reset_price?: number | null;
  size?: { name: string } | null;
  color?: { name: string } | null;
  quantity: number;
}

export interface CartShop {
  shop_id: number;
  shop_name: string;
  shop_rating: number;
  products: CartLine[];
}

interface CartState {
  total: number;
  cartItems: CartShop[];
  drawerOpen: boolean;
  setDrawerOpen: (open: boolean) => void;
  /** The basket as the server last returned it. */
  setCart: (total: number, cartItems: CartShop[]) => void;
}

/** The basket, persisted in the browser as the specification asks; filled from the server's cart calls. */
export const useCartStore = create<CartState>()(
  persist(
    (set) => ({
      total: 0,
      cartItems: [],
      drawerOpen: false,
      setDrawerOpen: (drawerOpen) => set({ drawerOpen }),
      setCart: (total, cartItems) => set({ total, cartItems }),
    }),
    { name: 'cart', version: 1, partialize: ({ total, cartItems }) => ({ total, cartItems }) },
  ),
);

export function cartCount(items: CartShop[]): number {
  return items.reduce((sum, shop) => sum + shop.products.reduce((n, line) => n + line.quantity, 0), 0);
}
