import { type ResetPasswordBody, shopperEndpoints as endpoints } from '@souk/contract';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { toastAuthError } from './login.ts';

export const resetPassword = (body: ResetPasswordBody) => api(endpoints.auth.resetPassword, { body });

export const useResetPassword = () => useMutation({ mutationFn: resetPassword, onError: toastAuthError });
