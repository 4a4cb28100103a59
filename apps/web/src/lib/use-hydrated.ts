import { useSyncExternalStore } from 'react';

const never = () => () => undefined;

/**
 * False in the server's render and in the render that hydrates it, true after: for what only a
 * browser can draw, which the server's markup must leave out to match the hydrating render.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    never,
    () => true,
    () => false,
  );
}
