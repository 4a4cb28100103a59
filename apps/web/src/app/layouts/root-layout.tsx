import { Outlet, ScrollRestoration } from 'react-router';
import { Deferred } from '../../components/ui/deferred.tsx';
import { ToastHost } from '../../components/ui/toast-host.tsx';
import { useCartStore } from '../../features/cart/index.ts';
import { useAuthStore, useSessionEndedNotice } from '../../features/auth/index.ts';
import { ChatRuntime } from '../../features/chat/index.ts';
import { useOrderUpdates } from '../../features/order/index.ts';
import { useSettingsStore, useSettingsSync } from '../../features/settings/index.ts';
import { useTicketUpdates } from '../../features/support/index.ts';
import { lazyNamed } from '../../lib/lazy-named.ts';

// The basket and the account dialogs load the first time they open, not with every page.
const CartOverlay = lazyNamed(() => import('./cart-overlay.tsx'), 'CartOverlay');
const AuthDialogs = lazyNamed(() => import('../../features/auth/components/auth-dialogs.tsx'), 'AuthDialogs');

/** Above every layout: settings sync, the order and ticket updates, the toasts (bottom-left, bottom-right in rtl), shared dialogs. */
export function RootLayout() {
  useSettingsSync();
  useSessionEndedNotice();
  useOrderUpdates();
  useTicketUpdates();
  const direction = useSettingsStore((s) => s.direction);
  const cartOpen = useCartStore((s) => s.drawerOpen);
  const authOpen = useAuthStore((s) => s.loginOpen || s.logoutOpen || s.authView !== null);
  return (
    <>
      <Outlet />
      <Deferred when={cartOpen}>
        <CartOverlay />
      </Deferred>
      <ChatRuntime />
      <Deferred when={authOpen}>
        <AuthDialogs />
      </Deferred>
      <ToastHost
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
