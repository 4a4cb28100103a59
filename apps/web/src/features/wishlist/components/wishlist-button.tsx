import clsx from 'clsx';
import { Heart } from 'lucide-react';
import { toast } from 'sonner';
import { useAuthStore } from '../../auth/store.ts';
import { useT } from '../../settings/i18n.ts';

/**
 * The heart on a product. A guest is shown the login dialog (spec section 6); adding and
 * removing favourites arrives with the account screens.
 */
export function WishlistButton({ isFavorite }: { isFavorite: boolean }) {
  const t = useT();
  const signedIn = useAuthStore((s) => s.token !== null);
  const setLoginOpen = useAuthStore((s) => s.setLoginOpen);
  return (
    <button
      type="button"
      aria-label={t('Add to Wishlist')}
      aria-pressed={isFavorite}
      onClick={() => (signedIn ? toast.info(t('Coming soon')) : setLoginOpen(true))}
      className="inline-flex size-11 shrink-0 items-center justify-center rounded-md border border-slate-300 bg-white text-slate-700 hover:border-rose-400 hover:text-rose-600"
    >
      <Heart aria-hidden className={clsx('size-5', isFavorite && 'fill-rose-500 text-rose-500')} />
    </button>
  );
}
