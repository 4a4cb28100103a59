import type { Master } from '@souk/contract';
import { useAuthStore } from '../features/auth/index.ts';
import { useSettingsStore } from '../features/settings/index.ts';
import { storedLocale } from '../lib/locale.ts';

/**
 * Whether the markup the server wrote into `root` is what this shopper's first render draws:
 * the server writes a signed-out shopper's page in its language, in the shop's default
 * currency. Anyone else (signed in, another language or currency) gets a fresh render.
 */
export function serverMarkupFits(root: HTMLElement, master: Master | undefined): boolean {
  if (!master || !root.firstElementChild || root.dataset.locale !== storedLocale()) return false;
  if (useAuthStore.getState().token) return false;
  const settings = useSettingsStore.getState();
  return settings.currency?.name === master.currency.name && settings.direction === root.dataset.direction;
}
