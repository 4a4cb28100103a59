import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { toastAuthError } from './login.ts';

export interface VerifyOtpInput {
  phone: string;
  otp: string;
  forgot_password?: 1;
}

export const verifyOtp = (body: VerifyOtpInput) => api<{ token?: string }>('/verify-otp', { method: 'POST', body });

/** Checks a code; a wrong one is a field error shown under the boxes, anything else a toast. */
export const useVerifyOtp = () => useMutation({ mutationFn: verifyOtp, onError: toastAuthError });
