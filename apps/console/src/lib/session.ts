import { type SellerSession, sellerSessionSchema } from '@souk/contract';
import { useSyncExternalStore } from 'react';

const STORAGE_KEY = 'souk-console-session';
const listeners = new Set<() => void>();

/** The signed-in owner's session, kept across reloads until it expires or the server refuses it. */
function read(): SellerSession | null {
  const raw = localStorage.getItem(STORAGE_KEY);
  if (!raw) return null;
  try {
    const session = sellerSessionSchema.parse(JSON.parse(raw));
    return Date.parse(session.access.expires_at) > Date.now() ? session : null;
  } catch {
    return null;
  }
}

let session = read();

export function currentSession(): SellerSession | null {
  return session;
}

export function setSession(next: SellerSession | null): void {
  session = next;
  if (next) localStorage.setItem(STORAGE_KEY, JSON.stringify(next));
  else localStorage.removeItem(STORAGE_KEY);
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useSession(): SellerSession | null {
  return useSyncExternalStore(subscribe, currentSession);
}
