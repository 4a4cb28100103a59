import { type SellerSession, sellerSessionSchema, type StaffSession, staffSessionSchema } from '@souk/contract';
import { useSyncExternalStore } from 'react';
import { z } from 'zod';

const STORAGE_KEY = 'souk-console-session';
const listeners = new Set<() => void>();

/** A shop owner's session (with their shop) or platform staff's (no shop: support only). */
export type ConsoleSession = SellerSession | StaffSession;
// The owner's shape first: a staff session is an owner's without the shop.
const consoleSessionSchema = z.union([sellerSessionSchema, staffSessionSchema]);

/** The shop an owner's session runs; staff run none. */
export const shopOf = (session: ConsoleSession | null): SellerSession['shop'] | null =>
  session && 'shop' in session ? session.shop : null;

/** Where a signed-in session starts: an owner's dashboard, or staff's support inbox. */
export const homeOf = (hasShop: boolean) => (hasShop ? '/dashboard' : '/support');

/** The signed-in session, kept across reloads until it expires or the server refuses it. */
function read(): ConsoleSession | null {
  const raw = localStorage.getItem(STORAGE_KEY);
  if (!raw) return null;
  try {
    const session = consoleSessionSchema.parse(JSON.parse(raw));
    return Date.parse(session.access.expires_at) > Date.now() ? session : null;
  } catch {
    return null;
  }
}

let session = read();

export function currentSession(): ConsoleSession | null {
  return session;
}

export function setSession(next: ConsoleSession | null): void {
  session = next;
  if (next) localStorage.setItem(STORAGE_KEY, JSON.stringify(next));
  else localStorage.removeItem(STORAGE_KEY);
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useSession(): ConsoleSession | null {
  return useSyncExternalStore(subscribe, currentSession);
}

/** The signed-in owner's shop; null for staff and while signed out. */
export function useShop(): SellerSession['shop'] | null {
  return shopOf(useSession());
}
