import { useEffect } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { Copyright } from '../shell/footer.tsx';
import { SiteHeader } from '../shell/site-header.tsx';
import { useAuthStore } from '../../features/auth/index.ts';
import { AccountSidebar } from './account-sidebar.tsx';

/**
 * Account screens need a signed-in shopper: signed out (or on becoming signed out) they go to
 * '/'; /wishlist opens the login dialog on the way.
 */
export function AccountLayout() {
  const token = useAuthStore((s) => s.token);
  const setLoginOpen = useAuthStore((s) => s.setLoginOpen);
  const { pathname } = useLocation();
  const wantsWishlist = !token && pathname === '/wishlist';
  useEffect(() => {
    if (wantsWishlist) setLoginOpen(true);
  }, [wantsWishlist, setLoginOpen]);
  if (!token) return <Navigate to="/" replace />;

  return (
    <div className="flex min-h-screen flex-col">
      <SiteHeader />
      <div className="mx-auto flex w-full max-w-7xl flex-1 flex-col gap-6 px-3 py-6 sm:px-4 lg:flex-row">
        <AccountSidebar />
        <main id="main" className="min-w-0 flex-1">
          <Outlet />
        </main>
      </div>
      <footer className="bg-slate-900">
        <Copyright fallback="All rights reserved" />
      </footer>
    </div>
  );
}
