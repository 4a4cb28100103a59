import { type SendOtpInput, shopperEndpoints as endpoints } from '@souk/contract';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { toastAuthError } from './login.ts';

export const sendOtp = (body: SendOtpInput) => api(endpoints.auth.sendOtp, { body });

/** Asks for a code; a refusal (such as the hourly limit) is the server's message as a toast. */
export const useSendOtp = () => useMutation({ mutationFn: sendOtp, onError: toastAuthError });
