import type { Master } from '@souk/contract';
import { matchRoutes, type RouteObject } from 'react-router';
import { useAuthStore } from '../features/auth/store.ts';
import { useSettingsStore } from '../features/settings/store.ts';
import { storedLocale } from '../lib/locale.ts';

/**
 * Loads the screens `pathname` shows and puts them in place of their loaders, so the router's
 * first render draws the screen rather than its fallback: the markup the server wrote is that
 * screen, and hydrating it against a fallback would throw it away.
 */
export async function loadScreens(routes: RouteObject[], pathname: string): Promise<void> {
  const matches = matchRoutes(routes, pathname) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      Object.assign(route, await route.lazy(), { lazy: undefined });
    }),
  );
}

/**
 * Whether the markup the server wrote into `root` is what this shopper's first render draws:
 * the server writes a signed-out shopper's page in its language, in the shop's default
 * currency. Anyone else (signed in, another language or currency) gets a fresh render.
 */
export function serverMarkupFits(root: HTMLElement, master: Master | undefined): boolean {
  if (!master || !root.firstElementChild || root.dataset.locale !== storedLocale()) return false;
  if (useAuthStore.getState().token) return false;
  // The screen reads the shop's settings from the store, as the server's render did.
  useSettingsStore.getState().setMaster(master);
  const settings = useSettingsStore.getState();
  return settings.currency?.name === master.currency.name && settings.direction === root.dataset.direction;
}
