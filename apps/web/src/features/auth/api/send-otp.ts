import type { SendOtpBody } from '@souk/contract';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { toastAuthError } from './login.ts';

export type SendOtpInput = Pick<SendOtpBody, 'phone'> & { phone_code: string | null; forgot_password?: 1 };

export const sendOtp = (body: SendOtpInput) => api<{ email_or_phone: string }>('/send-otp', { method: 'POST', body });

/** Asks for a code; a refusal (such as the hourly limit) is the server's message as a toast. */
export const useSendOtp = () => useMutation({ mutationFn: sendOtp, onError: toastAuthError });
