import { Eye, Heart, LifeBuoy, MapPin, MessageSquareQuote, Package } from 'lucide-react';
import { Link } from 'react-router';
import { AccountScreen } from '../../components/ui/account-screen.tsx';
import { Skeleton } from '../../components/ui/skeleton.tsx';
import { useDashboardQuery, useRecentlyViewedQuery } from '../../features/account/index.ts';
import { ProductGrid } from '../../features/catalog/index.ts';
import { useT } from '../../lib/i18n.ts';

const COUNTS = [
  { key: 'orders', label: 'Total Orders', to: '/order-history', Icon: Package },
  { key: 'favorites', label: 'Wishlist', to: '/wishlist', Icon: Heart },
  { key: 'addresses', label: 'Manage Address', to: '/manage-address', Icon: MapPin },
  { key: 'quotes', label: 'My Send Quotes', to: '/send-quotes', Icon: MessageSquareQuote },
  { key: 'support_tickets', label: 'Support Ticket', to: '/support-tickets', Icon: LifeBuoy },
  { key: 'recently_viewed', label: 'Recently Viewed', to: '/dashboard', Icon: Eye },
] as const;

export function Component() {
  const t = useT();
  const counts = useDashboardQuery().data?.counts;
  const recent = useRecentlyViewedQuery().data?.products;
  return (
    <AccountScreen title="Dashboard">
      <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3">
        {COUNTS.map(({ key, label, to, Icon }) => (
          <li key={key}>
            <Link
              to={to}
              data-testid={`count-${key}`}
              className="flex items-center gap-3 rounded-lg border border-slate-200 p-3 hover:border-primary-300"
            >
              <Icon aria-hidden className="size-8 shrink-0 rounded-full bg-primary-50 p-1.5 text-primary-700" />
              <span className="min-w-0">
                {counts ? (
                  <span className="block text-xl font-bold text-slate-900">{counts[key]}</span>
                ) : (
                  <Skeleton className="h-7 w-8" />
                )}
                <span className="block text-xs leading-tight text-slate-600">{t(label)}</span>
              </span>
            </Link>
          </li>
        ))}
      </ul>
      <h2 className="mt-8 mb-3 text-lg font-semibold">{t('Recent Activity')}</h2>
      <ProductGrid
        products={recent}
        skeletons={4}
        columns="grid-cols-2 sm:grid-cols-3 xl:grid-cols-4"
        empty={t('No recently viewed products')}
      />
    </AccountScreen>
  );
}
