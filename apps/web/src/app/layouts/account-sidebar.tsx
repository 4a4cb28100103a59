import { CircleUserRound } from 'lucide-react';
import { NavLink } from 'react-router';
import { LazyImage } from '../../components/ui/lazy-image.tsx';
import { useAuthStore } from '../../features/auth/index.ts';
import { useUnreadCount } from '../../features/chat/index.ts';
import { useT } from '../../lib/i18n.ts';

const LINKS: ReadonlyArray<{ to: string; label: string; badge?: 'unread' }> = [
  { to: '/dashboard', label: 'Dashboard' },
  { to: '/order-history', label: 'Order History' },
  { to: '/wishlist', label: 'Wishlist' },
  { to: '/massages', label: 'Message', badge: 'unread' },
  { to: '/profile', label: 'My Profile' },
  { to: '/send-quotes', label: 'My Send Quotes' },
  { to: '/manage-address', label: 'Manage Address' },
  { to: '/support-tickets', label: 'Support Ticket' },
  { to: '/change-password', label: 'Change Password' },
  { to: '/terms-and-conditions', label: 'Terms & Conditions' },
  { to: '/privacy-policy', label: 'Privacy Policy' },
];

/** Profile photo, name and phone, then every account link; Message carries the unread count above 0. */
export function AccountSidebar() {
  const t = useT();
  const unread = useUnreadCount();
  const user = useAuthStore((s) => s.user);
  return (
    <aside className="rounded-lg border border-slate-200 bg-white p-4 lg:w-64 lg:shrink-0">
      <div className="mb-4 flex items-center gap-3">
        {user?.profile_photo ? (
          <LazyImage
            src={user.profile_photo}
            width={48}
            height={48}
            eager
            className="size-12 rounded-full object-cover"
          />
        ) : (
          <CircleUserRound aria-hidden className="size-12 text-slate-400" />
        )}
        <div className="min-w-0">
          <p dir="auto" className="truncate-name font-semibold">
            {user?.name}
          </p>
          {user?.phone ? (
            <p className="truncate text-sm text-slate-500" dir="ltr">
              {user.phone}
            </p>
          ) : null}
        </div>
      </div>
      {/* Below the desktop width the links wrap in a grid: every one in reach, with its badge. */}
      <nav className="grid grid-cols-2 gap-1 sm:grid-cols-3 lg:flex lg:flex-col">
        {LINKS.map((link) => (
          <NavLink
            key={link.to}
            to={link.to}
            className={({ isActive }) =>
              `flex min-w-0 items-center justify-between gap-2 rounded-md px-3 py-2 text-sm ${isActive ? 'bg-primary-50 font-semibold text-primary-800' : 'text-slate-700 hover:bg-slate-100'}`
            }
          >
            {t(link.label)}
            {link.badge === 'unread' && unread > 0 ? (
              <span className="rounded-full bg-rose-600 px-2 text-xs font-bold text-white" data-testid="unread-badge">
                {unread}
              </span>
            ) : null}
          </NavLink>
        ))}
      </nav>
    </aside>
  );
}
