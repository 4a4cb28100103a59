import type { QueryClient } from '@tanstack/react-query';

/** What other features do when the shopper signs in or out (the favourites badge, the basket). */
interface SessionEffects {
  /** After the session is stored, the dialog closed and the toast shown; signing in settles with it. */
  signedIn: (queryClient: QueryClient) => Promise<void>;
  /** After the session is cleared, whether or not the server answered the logout. */
  signedOut: (queryClient: QueryClient) => void;
}

// The app connects them (app/session-effects.ts), so auth imports none of those features.
let effects: SessionEffects = { signedIn: async () => undefined, signedOut: () => undefined };
export function connectSessionEffects(next: SessionEffects): void {
  effects = next;
}

export function sessionEffects(): SessionEffects {
  return effects;
}
