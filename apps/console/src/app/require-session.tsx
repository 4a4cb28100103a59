import { Navigate, Outlet, useLocation } from 'react-router';
import { homeOf, useSession } from '../lib/session.ts';
import { useConsoleShop } from '../lib/support-view.ts';

/** Console pages need a signed-in owner or staff; the sign-in page comes back to the page asked for. */
export function RequireSession() {
  const session = useSession();
  const location = useLocation();
  if (!session) {
    const back = location.pathname + location.search;
    return <Navigate to={`/sign-in?next=${encodeURIComponent(back)}`} replace />;
  }
  return <Outlet />;
}

/** A shop's pages: its owner's, or staff's looking at it; other staff are taken to their own start. */
export function OwnerOnly() {
  return useConsoleShop() ? <Outlet /> : <Navigate to={homeOf(false)} replace />;
}

/**
 * The platform's own pages: a shop owner, and staff while they look at a shop's console (its
 * banner's Exit leads back), are taken to the shop's start.
 */
export function StaffOnly() {
  return useConsoleShop() ? <Navigate to={homeOf(true)} replace /> : <Outlet />;
}

export function Home() {
  return <Navigate to={homeOf(useConsoleShop() !== null)} replace />;
}
