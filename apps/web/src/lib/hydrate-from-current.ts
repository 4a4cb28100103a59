import type { StateCreator, StoreMutatorIdentifier } from 'zustand';

type Mutators = [StoreMutatorIdentifier, unknown][];

/**
 * Makes the store's current state the one React renders from while hydrating (zustand's
 * `useStore` reads `getInitialState` there, the state before anything was loaded or set). For
 * a store that the server's render and the hydrating browser both fill before rendering, and
 * that first-render.ts checks they agree on: the server's markup then carries what the store
 * holds, and hydration has nothing to redraw. Without it, every component whose reading
 * differed from the blank state drew again at once after hydrating, in one uninterruptible
 * task (React re-renders such readings synchronously).
 */
export function hydrateFromCurrent<T, Mps extends Mutators = [], Mcs extends Mutators = []>(
  config: StateCreator<T, Mps, Mcs>,
): StateCreator<T, Mps, Mcs> {
  return (set, get, api) => {
    const state = config(set, get, api);
    api.getInitialState = api.getState;
    return state;
  };
}
