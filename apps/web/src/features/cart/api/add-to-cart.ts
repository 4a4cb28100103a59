import { type CartStoreBody, shopperEndpoints as endpoints } from '@souk/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { toast } from '../../../lib/toast.ts';
import { ApiError, api } from '../../../lib/api-client.ts';
import { useAuthStore } from '../../auth/index.ts';
import { useT } from '../../../lib/i18n.ts';
import { showAddedPopup } from '../components/added-popup.tsx';
import { reloadBasket, setBasket } from '../basket.ts';
import { checkoutKeys } from '../keys.ts';
import { useCartStore } from '../store.ts';
import { CART_TOAST_MS } from './change-line.ts';

export { CART_TOAST_MS } from './change-line.ts';
export type { CartResponse } from '../types.ts';

/** What the screen adds, with the product's shop so Buy Now knows which shop to check out. */
export interface AddToCartRequest {
  body: CartStoreBody & { product_id: number };
  shopId: number;
}

export const addToCart = (body: CartStoreBody) => api(endpoints.cart.addToCart, { body });

/**
 * Add to cart and Buy Now (docs/features/basket.md#adding-and-changing-lines): the answer becomes
 * the cached basket, its info text a warning; a guest (401) is told to log in, signed out and shown
 * the login dialog; any other failure shows the server's message and asks for the basket again.
 * Buy Now keeps its line apart and goes to /buynow.
 */
export function useAddToCart() {
  const t = useT();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const setLoginOpen = useAuthStore((s) => s.setLoginOpen);
  return useMutation({
    mutationFn: ({ body }: AddToCartRequest) => addToCart(body),
    onSuccess: async (data, { body, shopId }) => {
      const cart = useCartStore.getState();
      if (data.info) toast.warning(data.info, { duration: CART_TOAST_MS });
      // A buy-now answer is the buy-now slot, not the basket.
      if (!body.is_buy_now) setBasket(queryClient, data);
      await queryClient.invalidateQueries({ queryKey: checkoutKeys.all });
      if (body.is_buy_now) {
        cart.setBuyNow({ shopId, productId: body.product_id });
        navigate('/buynow');
        return;
      }
      const line = data.cart_items.flatMap((shop) => shop.products).find((l) => l.id === body.product_id);
      showAddedPopup(line?.name ?? '', {
        added: t('Product added to cart'),
        view: t('View In Cart'),
        onView: () => cart.setDrawerOpen(true),
      });
    },
    onError: (error) => {
      if (error instanceof ApiError && error.status === 401) {
        // Told to log in, signed out (the API client clears the session on any 401), then the
        // login dialog (docs/features/accounts.md#what-needs-an-account).
        toast.error(t('Please login first!'), { duration: CART_TOAST_MS });
        setLoginOpen(true);
        return;
      }
      toast.error(error.message, { duration: CART_TOAST_MS });
      void reloadBasket(queryClient);
    },
  });
}
