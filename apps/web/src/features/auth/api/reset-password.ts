import type { ResetPasswordBody } from '@souk/contract';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { toastAuthError } from './login.ts';

export const resetPassword = (body: ResetPasswordBody) => api<unknown>('/reset-password', { method: 'POST', body });

export const useResetPassword = () => useMutation({ mutationFn: resetPassword, onError: toastAuthError });
