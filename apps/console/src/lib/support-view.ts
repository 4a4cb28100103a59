import { SUPPORT_SHOP_HEADER, type StaffShopSupportView, staffShopSupportViewSchema } from '@souk/contract';
import { useSyncExternalStore } from 'react';
import { z } from 'zod';
import { type ConsoleSession, currentSession, shopOf, useSession } from './session.ts';

const STORAGE_KEY = 'souk-console-support-view';
const listeners = new Set<() => void>();

/** The view with the staff member who opened it: another account signing in in the tab is not in it. */
const storedSchema = z.object({ staffId: z.number(), shop: staffShopSupportViewSchema });
type StoredView = z.infer<typeof storedSchema>;

/**
 * The support view lives in the tab (sessionStorage): a reload keeps it, closing the tab ends it,
 * and another tab stays the staff console.
 */
function read(): StoredView | null {
  try {
    const raw = sessionStorage.getItem(STORAGE_KEY);
    return raw ? storedSchema.parse(JSON.parse(raw)) : null;
  } catch {
    return null;
  }
}

let stored = read();

/** Opens the signed-in staff member's read-only view of `shop`'s console, or ends it (null). */
export function setSupportView(shop: StaffShopSupportView | null): void {
  const staffId = currentSession()?.user.id;
  stored = shop && staffId !== undefined ? { staffId, shop } : null;
  if (stored) sessionStorage.setItem(STORAGE_KEY, JSON.stringify(stored));
  else sessionStorage.removeItem(STORAGE_KEY);
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The shop in view for `session`: only platform staff's, and only the one who opened it. */
function viewedShop(session: ConsoleSession | null, view: StoredView | null): StaffShopSupportView | null {
  return session && !shopOf(session) && view?.staffId === session.user.id ? view.shop : null;
}

/** The shop staff look at read-only; null outside the view (always for an owner). */
export function useViewedShop(): StaffShopSupportView | null {
  return viewedShop(
    useSession(),
    useSyncExternalStore(subscribe, () => stored),
  );
}

/** Whether the console may change nothing: staff looking at a shop's console. */
export const useReadOnly = (): boolean => useViewedShop() !== null;

/** The shop whose pages the console shows: the signed-in owner's, or the one staff look at. */
export function useConsoleShop(): Pick<StaffShopSupportView, 'id' | 'name'> | null {
  const own = shopOf(useSession());
  const viewed = useViewedShop();
  return own ?? viewed;
}

/**
 * The header that makes the server answer shop-side calls for the shop in view. Every call
 * carries it, writes too: the server refuses those with "read-only", so a write the view forgot
 * to hide says why it failed.
 */
export function supportViewHeaders(): Record<string, string> {
  const shop = viewedShop(currentSession(), stored);
  return shop ? { [SUPPORT_SHOP_HEADER]: String(shop.id) } : {};
}
