import { create } from 'zustand';
import { persist } from 'zustand/middleware';
import { connectSession } from '../../lib/api-client.ts';

export interface SessionUser {
  id: number;
  name: string;
  phone: string | null;
  profile_photo: string | null;
}

interface AuthState {
  /** Bearer token, persisted so a returning shopper stays signed in. */
  token: string | null;
  user: SessionUser | null;
  favoriteProducts: number;
  /** Whether the login dialog is open (the navbar, wishlist and cart open it). */
  loginOpen: boolean;
  setSession: (token: string, user: SessionUser) => void;
  /** What a 401 clears (spec section 4): token, user, addresses and favourites count. */
  clearSession: () => void;
  setLoginOpen: (open: boolean) => void;
}

export const useAuthStore = create<AuthState>()(
  persist(
    (set) => ({
      token: null,
      user: null,
      favoriteProducts: 0,
      loginOpen: false,
      setSession: (token, user) => set({ token, user }),
      clearSession: () => set({ token: null, user: null, favoriteProducts: 0 }),
      setLoginOpen: (loginOpen) => set({ loginOpen }),
    }),
    {
      name: 'auth',
      version: 1,
      partialize: ({ token, user, favoriteProducts }) => ({ token, user, favoriteProducts }),
    },
  ),
);

connectSession({
  token: () => useAuthStore.getState().token,
  onUnauthorized: () => useAuthStore.getState().clearSession(),
});
