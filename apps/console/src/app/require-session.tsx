import { Navigate, Outlet, useLocation } from 'react-router';
import { homeOf, shopOf, useSession } from '../lib/session.ts';

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

/** A shop's pages: platform staff, who run no shop, are taken to their own start. */
export function OwnerOnly() {
  const shop = shopOf(useSession());
  return shop ? <Outlet /> : <Navigate to={homeOf(false)} replace />;
}

/** The platform's own pages: a shop owner is taken to their shop's start. */
export function StaffOnly() {
  const shop = shopOf(useSession());
  return shop ? <Navigate to={homeOf(true)} replace /> : <Outlet />;
}

export function Home() {
  return <Navigate to={homeOf(shopOf(useSession()) !== null)} replace />;
}
