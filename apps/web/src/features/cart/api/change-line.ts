import { shopperEndpoints as endpoints } from '@souk/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '../../../lib/toast.ts';
import { ApiError, api } from '../../../lib/api-client.ts';
import { useT } from '../../../lib/i18n.ts';
import { reloadBasket, setBasket } from '../basket.ts';
import { checkoutKeys } from '../keys.ts';
import { lineRemoved } from '../selection.ts';
import type { CartResponse } from '../types.ts';

/** Cart toasts last 3 s (docs/features/forms-and-errors.md#toasts). */
export const CART_TOAST_MS = 3000;

/**
 * Which line: the product (what the API's payload names) and the line's own id, since sizes make
 * several.
 */
interface LineRef {
  productId: number;
  cartId: number;
  buyNow?: boolean;
}

export type LineChange = LineRef &
  ({ kind: 'increment' } | { kind: 'decrement' } | { kind: 'update-quantity'; quantity: number } | { kind: 'delete' });

const CHANGES = {
  increment: endpoints.cart.incrementLine,
  decrement: endpoints.cart.decrementLine,
  'update-quantity': endpoints.cart.setLineQuantity,
  delete: endpoints.cart.deleteLine,
} as const;

/** One call per change; the answer is the basket (buy-now changes answer the buy-now slot). */
export function changeLine(change: LineChange): Promise<CartResponse> {
  const body = {
    product_id: change.productId,
    cart_id: change.cartId,
    is_buy_now: change.buyNow ? true : undefined,
    quantity: change.kind === 'update-quantity' ? change.quantity : undefined,
  };
  return api(CHANGES[change.kind], { body });
}

// Decrement and delete failures stay silent on 401 (the session is cleared); increment and
// update-quantity always show the server's message
// (docs/features/forms-and-errors.md#failures-that-stay-quiet).
const SILENT_ON_401: ReadonlySet<LineChange['kind']> = new Set(['decrement', 'delete']);

/**
 * Plus, minus, typed quantity and remove on a cart line. The answer becomes the cached basket (a
 * shop with no lines left drops out of the selection: basket.ts) and the checkout totals reload. A
 * refusal shows the server's message and asks for the basket again.
 */
export function useChangeLine() {
  const t = useT();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changeLine,
    onSuccess: async (data, change) => {
      if (!change.buyNow) setBasket(queryClient, data);
      if (data.info) toast.warning(data.info, { duration: CART_TOAST_MS });
      if (change.kind === 'decrement' && lineRemoved(data.cart_items, change.cartId)) {
        toast.success(t('product removed from cart'), { duration: CART_TOAST_MS });
      }
      await queryClient.invalidateQueries({ queryKey: checkoutKeys.all });
    },
    onError: (error, change) => {
      const sessionEnded = error instanceof ApiError && error.status === 401;
      if (!sessionEnded) void reloadBasket(queryClient);
      if (sessionEnded && SILENT_ON_401.has(change.kind)) return;
      toast.error(error.message, { duration: CART_TOAST_MS });
    },
  });
}
