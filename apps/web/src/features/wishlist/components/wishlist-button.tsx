import clsx from 'clsx';
import { Heart } from 'lucide-react';
import { useState } from 'react';
import { useAuthStore } from '../../auth/index.ts';
import { useT } from '../../../lib/i18n.ts';
import { useToggleFavorite } from '../api/toggle-favorite.ts';

interface WishlistButtonProps {
  productId: number;
  isFavorite: boolean;
  /** The small round heart laid over a product card's image. */
  compact?: boolean;
  /** Names the product in the label where many hearts share a page (cards). */
  productName?: string;
}

/**
 * The heart on a product. A guest is shown the login dialog
 * (docs/features/accounts.md#what-needs-an-account); a signed-in shopper toggles the favourite, and
 * the heart follows the server's answer.
 */
export function WishlistButton({ productId, isFavorite, compact = false, productName }: WishlistButtonProps) {
  const t = useT();
  const signedIn = useAuthStore((s) => s.token !== null);
  const setLoginOpen = useAuthStore((s) => s.setLoginOpen);
  const toggle = useToggleFavorite();
  // The server's answer wins over the value the page was loaded with, until the page reloads it.
  const [answered, setAnswered] = useState<boolean | null>(null);
  const favorite = signedIn && (answered ?? isFavorite);
  return (
    <button
      type="button"
      aria-label={productName ? `${t('Add to Wishlist')}: ${productName}` : t('Add to Wishlist')}
      aria-pressed={favorite}
      disabled={toggle.isPending}
      onClick={() => {
        if (!signedIn) return setLoginOpen(true);
        toggle.mutate(productId, { onSuccess: ({ product }) => setAnswered(product.is_favorite) });
      }}
      className={clsx(
        'inline-flex shrink-0 items-center justify-center text-slate-700 hover:text-rose-600',
        compact
          ? 'size-9 rounded-full bg-white/90 shadow'
          : 'size-11 rounded-md border border-slate-300 bg-white hover:border-rose-400',
      )}
    >
      <Heart aria-hidden className={clsx('size-5', favorite && 'fill-rose-500 text-rose-500')} />
    </button>
  );
}
