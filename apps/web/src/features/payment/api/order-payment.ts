import { shopperEndpoints as endpoints } from '@souk/contract';
import { useMutation } from '@tanstack/react-query';
import { toast } from '../../../lib/toast.ts';
import { api } from '../../../lib/api-client.ts';

export const getOrderPayment = ({ orderId, method }: { orderId: number; method: string }) =>
  api(endpoints.payments.payOrder, { params: { order: orderId, method } });

/** Pay now / pay again: the server opens a new payment and the browser goes to its pay page. */
export function usePayOrder() {
  return useMutation({
    mutationFn: getOrderPayment,
    onSuccess: (data) => window.location.assign(data.order_payment_url),
    onError: (error) => toast.error(error.message),
  });
}
