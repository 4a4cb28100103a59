import { type SupportBody, shopperEndpoints as endpoints } from '@souk/contract';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

/** The public contact form: no account needed. */
export const sendSupportMessage = (body: SupportBody) => api(endpoints.pages.sendSupportMessage, { body });

export const useSendSupportMessage = () => useMutation({ mutationFn: sendSupportMessage });
