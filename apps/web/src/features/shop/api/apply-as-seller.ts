import { type SellerApplicationBody, shopperEndpoints as endpoints } from '@souk/contract';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

/** 'Become a Seller': the server stores the application for the marketplace to review. */
export const applyAsSeller = (body: SellerApplicationBody) => api(endpoints.seller.applyAsSeller, { body });

export const useApplyAsSeller = () => useMutation({ mutationFn: applyAsSeller });
