import type { Currency, Master } from '@souk/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import type { useSettingsStore as UseSettingsStore } from '../src/features/settings/store.ts';

// The store persists to localStorage, which Node lacks: a Map stands in for it.
const storage = new Map<string, string>();
const localStorage = {
  getItem: (key: string) => storage.get(key) ?? null,
  setItem: (key: string, value: string) => storage.set(key, value),
  removeItem: (key: string) => storage.delete(key),
};
Object.assign(globalThis, { localStorage, window: { localStorage } });

const currency = (name: string, is_default: boolean): Currency => ({
  id: name.length,
  name,
  symbol: name[0] ?? '',
  position: 'prefix',
  rate_from_default: is_default ? 1 : 2,
  precision: 2,
  is_default,
});

function masterWith(currencies: Currency[]): Master {
  const fallback = currencies.find((c) => c.is_default) ?? currencies[0]!;
  return {
    currencies,
    currency: { name: fallback.name, symbol: fallback.symbol, position: fallback.position, rate: 1 },
  } as Master;
}

let store: typeof UseSettingsStore;
beforeAll(async () => {
  store = (await import('../src/features/settings/store.ts')).useSettingsStore;
});

// docs/features/storefront.md#language-currency-and-theme
describe('selected currency', () => {
  it('starts at the default currency when none is selected', () => {
    store.getState().setMaster(masterWith([currency('USD', true), currency('EUR', false)]));
    expect(store.getState().currency?.name).toBe('USD');
  });

  it('keeps the shopper’s choice while the default stays the same', () => {
    store.getState().setCurrency(currency('EUR', false));
    store.getState().setMaster(masterWith([currency('USD', true), currency('EUR', false)]));
    expect(store.getState().currency?.name).toBe('EUR');
  });

  it('resets to the default when the owner changes the default currency', () => {
    store.getState().setMaster(masterWith([currency('USD', false), currency('EUR', false), currency('SAR', true)]));
    expect(store.getState().currency?.name).toBe('SAR');
  });

  it('persists the choice in the browser', () => {
    store.getState().setCurrency(currency('EUR', false));
    expect(JSON.parse(storage.get('settings') ?? '{}').state.currency.name).toBe('EUR');
  });
});
