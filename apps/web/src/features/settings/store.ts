import type { Currency, Master } from '@souk/contract';
import { create } from 'zustand';
import { persist } from 'zustand/middleware';
import { hydrateFromCurrent } from '../../lib/hydrate-from-current.ts';
import { persistedStorage } from '../../lib/persisted-storage.ts';
import { connectCurrency } from '../../lib/api-client.ts';
import { connectShopSettings } from '../../lib/shop-settings.ts';

export type Direction = 'ltr' | 'rtl';

interface SettingsState {
  /** The last master data, so a returning shopper sees the shop's header at once. */
  master: Master | null;
  direction: Direction;
  /** The currency the shopper picked; prices are shown in it. */
  currency: Currency | null;
  /** The default currency's name when `currency` was chosen, to notice an owner changing it. */
  defaultCurrencyName: string | null;
  setMaster: (master: Master) => void;
  setDirection: (direction: Direction) => void;
  setCurrency: (currency: Currency) => void;
}

// The server draws a page from the shop's settings and the browser hydrates it only when its
// own agree (app/first-render.ts), so both render from the settings as they are.
export const useSettingsStore = create<SettingsState>()(
  hydrateFromCurrent(
    persist(
      (set, get) => ({
        master: null,
        direction: 'ltr',
        currency: null,
        defaultCurrencyName: null,
        setMaster: (master) => {
          const defaultCurrency = master.currencies.find((c) => c.is_default) ?? null;
          const { currency, defaultCurrencyName } = get();
          // The selection resets to the default when none is chosen or the default changed.
          const reset = !currency || defaultCurrencyName !== master.currency.name;
          const current = reset
            ? defaultCurrency
            : (master.currencies.find((c) => c.name === currency.name) ?? defaultCurrency);
          set({ master, currency: current, defaultCurrencyName: master.currency.name });
        },
        setDirection: (direction) => set({ direction }),
        setCurrency: (currency) => set({ currency }),
      }),
      { name: 'settings', version: 1, storage: persistedStorage() },
    ),
  ),
);

connectCurrency(() => useSettingsStore.getState().currency?.name);
connectShopSettings(useSettingsStore);
