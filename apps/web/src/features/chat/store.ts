import { create } from 'zustand';
import { persist } from 'zustand/middleware';
import { persistedStorage } from '../../lib/persisted-storage.ts';
import { useAuthStore } from '../auth/index.ts';
import { shownOnline } from './chat-rules.ts';

/** The shop whose chat the side panel shows (opened from the basket). */
export interface ActiveShop {
  id: number;
  name: string;
}

interface ChatState {
  activeShop: ActiveShop | null;
  /** Whether the side panel is open; not persisted, a reload starts with it closed. */
  panelOpen: boolean;
  /**
   * Shops the realtime server said are connected now or not (the shops of the shopper's latest
   * conversations); a shop not in it is unknown. Not persisted: it is only true while heard.
   */
  shopsOnline: Record<number, boolean>;
  setShopsOnline: (shopIds: number[], online: boolean) => void;
  openPanel: (shop: ActiveShop) => void;
  setPanelOpen: (open: boolean) => void;
  clearActiveShop: () => void;
}

export const useChatStore = create<ChatState>()(
  persist(
    (set) => ({
      activeShop: null,
      panelOpen: false,
      shopsOnline: {},
      setShopsOnline: (shopIds, online) =>
        set((state) => ({
          shopsOnline: { ...state.shopsOnline, ...Object.fromEntries(shopIds.map((id) => [id, online])) },
        })),
      openPanel: (activeShop) => set({ activeShop, panelOpen: true }),
      setPanelOpen: (panelOpen) => set({ panelOpen }),
      clearActiveShop: () => set({ activeShop: null, panelOpen: false }),
    }),
    {
      name: 'chat',
      storage: persistedStorage(),
      // Version 1 kept the unread count too, which the query cache holds now (api/get-unread.ts).
      version: 2,
      partialize: ({ activeShop }) => ({ activeShop }),
      migrate: (persisted) => ({ activeShop: (persisted as { activeShop?: ActiveShop | null }).activeShop ?? null }),
    },
  ),
);

// Signing out (or a 401) ends the chat too: the next shopper on this browser must not see it.
useAuthStore.subscribe((state, previous) => {
  if (previous.token && !state.token) {
    useChatStore.setState({ activeShop: null, panelOpen: false, shopsOnline: {} });
  }
});

/** Whether a shop shows Online now (shownOnline), following the realtime server's word as it comes. */
export function useShopOnline(shopId: number, lastSeenOnline: boolean | null): boolean | null {
  return shownOnline(
    useChatStore((s) => s.shopsOnline[shopId]),
    lastSeenOnline,
  );
}
