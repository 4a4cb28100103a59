import { useMutation } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { ApiError, api } from '../../../lib/api-client.ts';
import { useAuthStore } from '../../auth/store.ts';
import { useT } from '../../settings/i18n.ts';
import { type CartShop, useCartStore } from '../store.ts';

/** The cart add payload of spec section 3; colour, size and unit are the chosen options' ids. */
export interface AddToCartBody {
  product_id: number;
  quantity: number;
  color: number | null;
  size: number | null;
  unit: number | null;
  is_buy_now: boolean;
}

export interface CartResponse {
  total: number;
  cart_items: CartShop[];
  info?: string | null;
}

/** Cart toasts last 3 s (spec section 9). */
export const CART_TOAST_MS = 3000;

export const addToCart = (body: AddToCartBody) => api<CartResponse>('/cart/store', { method: 'POST', body });

/**
 * Add to cart and Buy Now (spec sections 4 and 8): the answer becomes the stored basket, its
 * info text a warning; a guest (401) is told to log in, signed out and shown the login dialog;
 * any other failure shows the server's message. Buy Now then goes to /buynow.
 */
export function useAddToCart() {
  const t = useT();
  const navigate = useNavigate();
  const setCart = useCartStore((s) => s.setCart);
  const clearSession = useAuthStore((s) => s.clearSession);
  const setLoginOpen = useAuthStore((s) => s.setLoginOpen);
  return useMutation({
    mutationFn: addToCart,
    onSuccess: (data, body) => {
      setCart(data.total, data.cart_items);
      if (data.info) toast.warning(data.info, { duration: CART_TOAST_MS });
      toast.success(t('Product added to cart'), { duration: CART_TOAST_MS });
      if (body.is_buy_now) navigate('/buynow');
    },
    onError: (error) => {
      if (error instanceof ApiError && error.status === 401) {
        toast.error(t('Please login first!'), { duration: CART_TOAST_MS });
        clearSession();
        setLoginOpen(true);
        return;
      }
      toast.error(error.message, { duration: CART_TOAST_MS });
    },
  });
}
