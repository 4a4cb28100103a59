import type { Order } from '@souk/contract';
import { type ReactNode, useState } from 'react';
import { Button } from '@souk/ui/button';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { ErrorState } from '../../../components/ui/error-state.tsx';
import { PageShell } from '../../../components/ui/page-shell.tsx';
import { Panel } from '../../../components/ui/panel.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { useAuthStore } from '../../auth/index.ts';
import { type CartShop, useCartStore, useCheckoutQuery } from '../../cart/index.ts';
import { useT } from '../../../lib/i18n.ts';
import { useCheckoutShops } from '../use-checkout-shops.ts';
import { CheckoutItems } from './checkout-items.tsx';
import { CheckoutSummary } from './checkout-summary.tsx';
import { OrderConfirmDialog } from './order-confirm-dialog.tsx';
import { AddressPicker } from './address-picker.tsx';

interface CheckoutScreenProps {
  /** /buynow: the buy-now line only, `is_buy_now: true` on every call. */
  buyNow: boolean;
  shopActions?: (shop: CartShop) => ReactNode;
}

/** /checkout and /buynow: address, items by shop, note, payment, voucher, totals and Place Order. */
export function CheckoutScreen({ buyNow, shopActions }: CheckoutScreenProps) {
  const t = useT();
  const token = useAuthStore((s) => s.token);
  const setLoginOpen = useAuthStore((s) => s.setLoginOpen);
  const shopIds = useCheckoutShops(buyNow);
  const couponCode = useCartStore((s) => s.couponCode);
  const checkout = useCheckoutQuery({ shopIds: token ? shopIds : [], couponCode, buyNow });
  const [note, setNote] = useState('');
  const [placed, setPlaced] = useState<Order[] | null>(null);
  const title = buyNow ? 'Buy Now' : 'Checkout';
  const confirm = <OrderConfirmDialog orders={placed} onClose={() => setPlaced(null)} />;

  if (!token) {
    return (
      <PageShell title={title}>
        <EmptyState title={t('Please login first!')}>
          <Button onClick={() => setLoginOpen(true)}>{t('Login')}</Button>
        </EmptyState>
      </PageShell>
    );
  }
  if (shopIds.length === 0 || checkout.data?.checkout_items.length === 0) {
    return (
      <PageShell title={title}>
        <EmptyState title={t(buyNow ? 'Cart is empty' : 'Please select at least one shop')}>
          <Button variant="outline" onClick={() => useCartStore.getState().setDrawerOpen(true)}>
            {t('My Cart')}
          </Button>
        </EmptyState>
        {confirm}
      </PageShell>
    );
  }
  return (
    <PageShell title={title}>
      <div className="grid grid-cols-[minmax(0,1fr)] items-start gap-4 lg:grid-cols-[minmax(0,1fr)_22rem]">
        <div className="min-w-0 space-y-4">
          <Panel title={t('Delivery Address')} id="checkout-address-heading">
            <AddressPicker />
          </Panel>
          <Panel title={t('Order Items')} id="checkout-items-heading">
            {checkout.data ? (
              <CheckoutItems shops={checkout.data.checkout_items} shopActions={shopActions} />
            ) : checkout.isError ? (
              <ErrorState onRetry={() => void checkout.refetch()} />
            ) : (
              <Skeleton className="h-32 w-full" />
            )}
          </Panel>
          <Panel title={t('Note')} id="checkout-note-heading">
            <label htmlFor="order-note" className="sr-only">
              {t('Note')}
            </label>
            <textarea
              id="order-note"
              rows={3}
              maxLength={1000}
              value={note}
              onChange={(event) => setNote(event.target.value)}
              placeholder={t('Anything the shop should know about your order')}
              className="w-full rounded-md border border-slate-300 px-3 py-2 text-sm outline-none focus:border-primary-600 focus:ring-2 focus:ring-primary-600"
            />
          </Panel>
        </div>
        <CheckoutSummary shopIds={shopIds} buyNow={buyNow} note={note} checkout={checkout} onPlaced={setPlaced} />
      </div>
      {confirm}
    </PageShell>
  );
}
