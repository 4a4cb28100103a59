import type { RegistrationBody, Session } from '@souk/contract';
import { useMutation } from '@tanstack/react-query';
import { toast } from '../../../lib/toast.ts';
import { api } from '../../../lib/api-client.ts';
import { useT } from '../../settings/i18n.ts';
import { useSettingsStore } from '../../settings/store.ts';
import { useAuthStore } from '../store.ts';
import { AUTH_TOAST_MS, toastAuthError } from './login.ts';

export type RegistrationInput = Omit<RegistrationBody, 'phone' | 'phone_code'> & {
  phone: string;
  phone_code: string;
};

export const register = (body: RegistrationInput) => api<Session>('/registration', { method: 'POST', body });

/**
 * Sign up (spec section 4): the new shopper is signed in at once; when the shop verifies new
 * accounts the OTP dialog opens and sends a code to the email or phone the settings name.
 */
export function useRegister() {
  const t = useT();
  return useMutation({
    mutationFn: register,
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
        phone_code: byEmail ? null : body.phone_code,
        forgot: false,
        sendOnOpen: true,
      });
    },
    onError: toastAuthError,
  });
}
