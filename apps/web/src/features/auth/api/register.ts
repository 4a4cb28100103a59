import { type RegistrationInput, shopperEndpoints as endpoints } from '@souk/contract';
import { useMutation } from '@tanstack/react-query';
import { toast } from '../../../lib/toast.ts';
import { api } from '../../../lib/api-client.ts';
import { useT } from '../../../lib/i18n.ts';
import { useSettingsStore } from '../../settings/index.ts';
import { useAuthStore } from '../store.ts';
import { AUTH_TOAST_MS, toastAuthError } from './login.ts';

export const register = (body: RegistrationInput) => api(endpoints.auth.register, { body });

/** The sign-up form sends the phone as text: the OTP dialog may send the code to it. */
type RegistrationForm = RegistrationInput & { phone: string };

/**
 * Sign up (docs/features/accounts.md#registration): the new shopper is signed in at once; when the
 * shop verifies new accounts the OTP dialog opens and sends a code to the email or phone the
 * settings name.
 */
export function useRegister() {
  const t = useT();
  return useMutation({
    mutationFn: (body: RegistrationForm) => register(body),
    onSuccess: (session, body) => {
      const auth = useAuthStore.getState();
      auth.setSession(session.access.token, session.user);
      auth.setAuthView(null);
      toast.success(t('Registration Successful'), { duration: AUTH_TOAST_MS });
      const master = useSettingsStore.getState().master;
      if (!master?.register_otp_verify) return;
      const byEmail = master.register_otp_type === 'email';
      auth.startOtp({
        phone: byEmail ? body.email : body.phone,
        phone_code: byEmail ? null : (body.phone_code ?? null),
        forgot: false,
        sendOnOpen: true,
      });
    },
    onError: toastAuthError,
  });
}
