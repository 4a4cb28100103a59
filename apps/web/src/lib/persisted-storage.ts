import { createJSONStorage, type StateStorage } from 'zustand/middleware';

// Where there is no browser storage (the server's render, entry-server.tsx) nothing is kept:
// each page starts from a clean slate.
const nowhere: StateStorage = { getItem: () => null, setItem: () => undefined, removeItem: () => undefined };

/** Where a persisted store keeps its state: the browser's local storage. */
export function persistedStorage<S>() {
  return createJSONStorage<S>(() => (typeof localStorage === 'undefined' ? nowhere : localStorage));
}
