import { cartLinesAmount } from '@souk/contract';
import { ShoppingBag } from 'lucide-react';
import type { ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { toast } from '../../../lib/toast.ts';
import { Button } from '@souk/ui/button';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { ErrorState } from '../../../components/ui/error-state.tsx';
import { Price } from '../../../components/ui/price.tsx';
import { useT } from '../../../lib/i18n.ts';
import { CART_TOAST_MS } from '../api/change-line.ts';
import { cartCount, useBasketQuery } from '../api/get-cart.ts';
import { useCartStore } from '../store.ts';
import { useCartSelection } from '../use-selection.ts';
import { CartShopGroup } from './cart-shop-group.tsx';
import { CartTabOnDrawer } from './cart-tab.tsx';

interface CartDrawerProps {
  /** Extra controls in a shop's heading (its vouchers, its chat), supplied by the app. */
  shopActions?: (shopId: number, shopName: string) => ReactNode;
}

/**
 * The side drawer 'My Cart': item count, the basket by shop, 'Cart Amount' and 'Proceed to
 * Checkout'. A basket that could not be loaded says so, with Try again, rather than look empty.
 */
export function CartDrawer({ shopActions }: CartDrawerProps) {
  const t = useT();
  const navigate = useNavigate();
  const open = useCartStore((s) => s.drawerOpen);
  const setOpen = useCartStore((s) => s.setDrawerOpen);
  const basket = useBasketQuery();
  const shops = basket.data?.cart_items ?? [];
  const { shopIds, multiVendor, checkout, toggle } = useCartSelection(open);
  // With shops ticked the amount is what checking them out costs; with none, the whole basket.
  const amount =
    shopIds.length > 0 && checkout.data
      ? checkout.data.checkout.total_amount
      : cartLinesAmount(shops.flatMap((shop) => shop.products));

  const proceed = () => {
    if (shopIds.length === 0) {
      toast.error(t('Please select at least one shop'), { duration: CART_TOAST_MS });
      return;
    }
    setOpen(false);
    navigate('/checkout');
  };

  return (
    <Dialog
      open={open}
      onOpenChange={setOpen}
      placement="end"
      closeLabel={t('Close')}
      edge={<CartTabOnDrawer />}
      title={
        <span className="inline-flex items-center gap-2">
          <ShoppingBag aria-hidden className="size-5" /> {t('My Cart')}{' '}
          <span className="text-sm font-normal text-slate-500" data-testid="cart-count">
            ({cartCount(shops)})
          </span>
        </span>
      }
    >
      <div className="flex min-h-full flex-col bg-slate-50">
        <div className="flex-1 space-y-3 p-3 sm:p-4">
          {basket.isError && !basket.data ? (
            <ErrorState onRetry={() => void basket.refetch()} className="py-16 text-center text-slate-600" />
          ) : shops.length === 0 ? (
            <p className="py-16 text-center text-slate-500">{t('Cart is empty')}</p>
          ) : (
            shops.map((shop) => (
              <CartShopGroup
                key={shop.shop_id}
                shop={shop}
                selected={multiVendor ? shopIds.includes(shop.shop_id) : null}
                onToggle={() => toggle(shop.shop_id)}
                actions={shopActions?.(shop.shop_id, shop.shop_name)}
              />
            ))
          )}
        </div>
        <div className="sticky bottom-0 border-t border-slate-200 bg-white p-4">
          <div className="mb-3 flex items-center justify-between font-semibold" data-testid="cart-amount">
            <span>{t('Cart Amount')}</span>
            <Price amount={amount} className={checkout.isFetching ? 'opacity-60' : undefined} />
          </div>
          <Button className="w-full" disabled={shops.length === 0} onClick={proceed}>
            {t('Proceed to Checkout')}
          </Button>
        </div>
      </div>
    </Dialog>
  );
}
