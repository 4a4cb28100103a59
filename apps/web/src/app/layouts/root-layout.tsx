import { Outlet, ScrollRestoration } from 'react-router';
import { Toaster } from 'sonner';
import { AuthDialogs } from '../../features/auth/components/auth-dialogs.tsx';
import { useCartSync } from '../../features/cart/api/get-cart.ts';
import { CartDrawer } from '../../features/cart/components/cart-drawer.tsx';
import { CartChatButton } from '../../features/chat/components/cart-chat-button.tsx';
import { ChatRuntime } from '../../features/chat/components/chat-runtime.tsx';
import { useSettingsStore } from '../../features/settings/store.ts';
import { useSettingsSync } from '../../features/settings/use-settings-sync.ts';
import { ShopVouchers } from '../../features/voucher/components/shop-vouchers.tsx';

/** Above every layout: settings sync, the toasts (bottom-left, bottom-right in rtl), shared dialogs. */
export function RootLayout() {
  useSettingsSync();
  useCartSync();
  const direction = useSettingsStore((s) => s.direction);
  return (
    <>
      <Outlet />
      <CartDrawer
        shopActions={(shopId, shopName) => (
          <>
            <ShopVouchers shopId={shopId} />
            <CartChatButton shopId={shopId} shopName={shopName} />
          </>
        )}
      />
      <ChatRuntime />
      <AuthDialogs />
      <Toaster
        position={direction === 'rtl' ? 'bottom-right' : 'bottom-left'}
        dir={direction}
        duration={5000}
        visibleToasts={20}
        richColors
        closeButton
      />
      <ScrollRestoration />
    </>
  );
}
