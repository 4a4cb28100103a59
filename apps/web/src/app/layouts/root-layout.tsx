import { Outlet, ScrollRestoration } from 'react-router';
import { Deferred } from '../../components/ui/deferred.tsx';
import { ToastHost } from '../../components/ui/toast-host.tsx';
import { useCartStore } from '../../features/cart/store.ts';
import { useAuthStore } from '../../features/auth/store.ts';
import { useSessionEndedNotice } from '../../features/auth/use-session-ended.ts';
import { ChatRuntime } from '../../features/chat/components/chat-runtime.tsx';
import { useOrderUpdates } from '../../features/order/use-order-updates.ts';
import { useSettingsStore } from '../../features/settings/store.ts';
import { useSettingsSync } from '../../features/settings/use-settings-sync.ts';
import { useTicketUpdates } from '../../features/support/use-ticket-updates.ts';
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
