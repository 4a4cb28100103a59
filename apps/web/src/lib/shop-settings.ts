import type { Currency, Master } from '@souk/contract';
import { createStore, type StoreApi, useStore } from 'zustand';

/** What shared code reads from the shop's settings: the shop's name and the shopper's currency. */
export interface ShopSettings {
  master: Pick<Master, 'app_name'> | null;
  currency: Currency | null;
}

type SettingsSource = Pick<StoreApi<ShopSettings>, 'getState' | 'getInitialState' | 'subscribe'>;

// The settings feature connects its store here, so this module stays free of feature imports;
// until it does, none are loaded (as in that store before the shop's settings arrive).
let source: SettingsSource = createStore<ShopSettings>(() => ({ master: null, currency: null }));
export function connectShopSettings(next: SettingsSource): void {
  source = next;
}

/** A part of the shop's settings, read as `useSettingsStore(select)` reads it (while hydrating too). */
export function useShopSettings<T>(select: (settings: ShopSettings) => T): T {
  return useStore(source, select);
}
