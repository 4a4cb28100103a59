import { type VerifyOtpInput, type VerifyOtpResponse, shopperEndpoints as endpoints } from '@souk/contract';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { toastAuthError } from './login.ts';

/** A sign-up code answers no data; a password-reset code, its reset token. */
export const verifyOtp = async (body: VerifyOtpInput): Promise<Partial<VerifyOtpResponse>> =>
  (await api(endpoints.auth.verifyOtp, { body })) ?? {};

/** Checks a code; a wrong one is a field error shown under the boxes, anything else a toast. */
export const useVerifyOtp = () => useMutation({ mutationFn: verifyOtp, onError: toastAuthError });
