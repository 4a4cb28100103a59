import { Navigate, Outlet, useLocation } from 'react-router';
import { useSession } from '../lib/session.ts';

/** Console pages need a signed-in owner; the sign-in page comes back to the page asked for. */
export function RequireSession() {
  const session = useSession();
  const location = useLocation();
  if (!session) {
    const back = location.pathname + location.search;
    return <Navigate to={`/sign-in?next=${encodeURIComponent(back)}`} replace />;
  }
  return <Outlet />;
}
