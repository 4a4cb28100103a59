import clsx from 'clsx';
import { Store } from 'lucide-react';
import { useT } from '../../../lib/i18n.ts';
import { useShopOnline } from '../store.ts';

interface ShopHeadingProps {
  shopId: number;
  name: string;
  logo?: string | null;
  /** Online by its last seen, as the server answered; null when it did not say. */
  lastSeenOnline: boolean | null;
  /** False where a title above already names the shop (the side panel's "Chat with …"). */
  showName?: boolean;
}

/** A shop's logo, name and Online/Offline (useShopOnline); the heading of a thread. */
export function ShopHeading({ shopId, name, logo, lastSeenOnline, showName = true }: ShopHeadingProps) {
  const t = useT();
  const online = useShopOnline(shopId, lastSeenOnline);
  return (
    <div className="flex min-w-0 items-center gap-3">
      {logo ? (
        <img src={logo} alt="" width={40} height={40} className="size-10 shrink-0 rounded-full object-cover" />
      ) : (
        <Store aria-hidden className="size-10 shrink-0 rounded-full bg-slate-100 p-2 text-slate-500" />
      )}
      <div className="min-w-0">
        {showName ? (
          <p dir="auto" className="truncate-name font-semibold text-slate-900">
            <bdi>{name}</bdi>
          </p>
        ) : null}
        {online !== null ? (
          <p className="flex items-center gap-1.5 text-xs text-slate-600" data-testid="shop-status">
            <span aria-hidden className={clsx('size-2 rounded-full', online ? 'bg-emerald-500' : 'bg-slate-400')} />
            {online ? t('Online') : t('Offline')}
          </p>
        ) : null}
      </div>
    </div>
  );
}
