import { create } from 'zustand';
import { persist } from 'zustand/middleware';
import { persistedStorage } from '../../lib/persisted-storage.ts';
import { connectSession } from '../../lib/api-client.ts';

export interface SessionUser {
  id: number;
  name: string;
  phone: string | null;
  profile_photo: string | null;
}

/** The account dialogs after login; one at a time, so opening one closes the others. */
export type AuthView = 'register' | 'forgot' | 'otp' | 'reset';

/** Whom the OTP dialog verifies: the email or phone the code goes to, and why it was asked for. */
export interface OtpTarget {
  phone: string;
  phone_code: string | null;
  forgot: boolean;
  /** Registration asks the OTP dialog to send the first code; forgot-password sent it already. */
  sendOnOpen: boolean;
}

interface AuthState {
  /** Bearer token, persisted so a returning shopper stays signed in. */
  token: string | null;
  user: SessionUser | null;
  favoriteProducts: number;
  /** Whether the login dialog is open (the navbar, wishlist and cart open it). */
  loginOpen: boolean;
  /** Whether the logout confirmation is open (the desktop dropdown and the phone menu open it). */
  logoutOpen: boolean;
  authView: AuthView | null;
  otpTarget: OtpTarget | null;
  /** The single-use token a verified reset code returns, for the reset dialog. */
  resetToken: string | null;
  setSession: (token: string, user: SessionUser) => void;
  /**
   * What a 401 clears (docs/features/accounts.md#when-a-session-ends): token, user, addresses and
   * favourites count.
   */
  clearSession: () => void;
  /** The server ended the session it had (a 401 with a token): cleared, and the shopper is told. */
  sessionEnded: boolean;
  endSession: () => void;
  noteSessionEnded: () => void;
  setLoginOpen: (open: boolean) => void;
  setLogoutOpen: (open: boolean) => void;
  /** Switches between the login dialog and the others (they link to each other); null closes all. */
  setAuthView: (view: AuthView | 'login' | null) => void;
  setFavoriteProducts: (count: number) => void;
  /** Opens the OTP dialog for `target`. */
  startOtp: (target: OtpTarget) => void;
  /** Opens the reset dialog with the token a verified reset code returned. */
  startReset: (token: string) => void;
}

export const useAuthStore = create<AuthState>()(
  persist(
    (set) => ({
      token: null,
      user: null,
      favoriteProducts: 0,
      loginOpen: false,
      logoutOpen: false,
      authView: null,
      otpTarget: null,
      resetToken: null,
      setSession: (token, user) => set({ token, user }),
      clearSession: () => set({ token: null, user: null, favoriteProducts: 0 }),
      sessionEnded: false,
      endSession: () => set({ token: null, user: null, favoriteProducts: 0, sessionEnded: true, loginOpen: true }),
      noteSessionEnded: () => set({ sessionEnded: false }),
      setLoginOpen: (loginOpen) => set({ loginOpen }),
      setLogoutOpen: (logoutOpen) => set({ logoutOpen }),
      setAuthView: (view) => set({ loginOpen: view === 'login', authView: view === 'login' ? null : view }),
      setFavoriteProducts: (favoriteProducts) => set({ favoriteProducts }),
      startOtp: (otpTarget) => set({ otpTarget, authView: 'otp', loginOpen: false }),
      startReset: (resetToken) => set({ resetToken, authView: 'reset', loginOpen: false }),
    }),
    {
      name: 'auth',
      storage: persistedStorage(),
      version: 1,
      partialize: ({ token, user, favoriteProducts }) => ({ token, user, favoriteProducts }),
    },
  ),
);

connectSession({
  token: () => useAuthStore.getState().token,
  // A 401 to a signed-in shopper ends their session (use-session-ended.ts tells them); without
  // a token there was none to end.
  onUnauthorized: () => {
    const state = useAuthStore.getState();
    if (state.token) state.endSession();
    else state.clearSession();
  },
});
