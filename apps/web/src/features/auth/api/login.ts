import { type LoginBody, type Session, shopperEndpoints as endpoints } from '@souk/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '../../../lib/toast.ts';
import { ApiError, api } from '../../../lib/api-client.ts';
import { useT } from '../../../lib/i18n.ts';
import { sessionEffects } from '../session-effects.ts';
import { useAuthStore } from '../store.ts';

/** Login and registration success toasts last 3 s (docs/features/forms-and-errors.md#toasts). */
export const AUTH_TOAST_MS = 3000;

export const login = (body: LoginBody) => api(endpoints.auth.login, { body });

/**
 * Sign in (docs/features/accounts.md#signing-in): store the session, close the dialog, count the
 * favourites for the navbar badge, then toast. Field errors stay on the mutation for the form to
 * show under its fields; anything else is an error toast
 * (docs/features/forms-and-errors.md#toasts).
 */
export function useLogin() {
  const onSignedIn = useSignedIn();
  return useMutation({ mutationFn: login, onSuccess: onSignedIn, onError: toastAuthError });
}

/** What every way of signing in does with the session it got (password and social sign-in alike). */
export function useSignedIn(): (session: Session) => Promise<void> {
  const t = useT();
  const queryClient = useQueryClient();
  return async (session) => {
    const { setSession, setLoginOpen } = useAuthStore.getState();
    setSession(session.access.token, session.user);
    setLoginOpen(false);
    toast.success(t('Login Successful'), { duration: AUTH_TOAST_MS });
    await sessionEffects().signedIn(queryClient);
  };
}

/**
 * Sign-in, registration, one-time codes and password reset: the server's message is an error toast,
 * and its field errors also fill the form's fields
 * (docs/features/forms-and-errors.md#field-errors).
 */
export function toastAuthError(error: Error): void {
  toast.error(error.message);
}

/**
 * Field errors are shown under their fields by the form; any other failure is a toast
 * (docs/features/forms-and-errors.md#field-errors).
 */
export function toastUnlessFieldErrors(error: Error): void {
  if (!(error instanceof ApiError) || Object.keys(error.errors).length === 0) toast.error(error.message);
}
