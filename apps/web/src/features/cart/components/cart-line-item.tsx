import { isQuotedLine } from '@souk/contract';
import { Trash2 } from 'lucide-react';
import { Link } from 'react-router';
import { LineOptions } from '../../../components/ui/line-options.tsx';
import { useT } from '../../../lib/i18n.ts';
import { useChangeLine } from '../api/change-line.ts';
import { useCartStore } from '../store.ts';
import type { CartLine } from '../types.ts';
import { LinePrice } from './line-price.tsx';
import { LineQuantity } from './line-quantity.tsx';

/**
 * One cart line (docs/features/storefront.md#the-cart-tab-and-drawer): thumbnail, brand, name, the
 * price by the display rule (LinePrice), size, colour, quantity (fixed while a quote prices the
 * line) and remove.
 */
export function CartLineItem({ line }: { line: CartLine }) {
  const t = useT();
  const change = useChangeLine();
  const close = () => useCartStore.getState().setDrawerOpen(false);
  const href = `/products/${line.id}/details`;
  const ref = { productId: line.id, cartId: line.cart_id };
  return (
    <li className="flex gap-3 py-3" data-testid="cart-line">
      {/* The name below is the same link; the picture is one more way to click it, not a second tab stop. */}
      <Link to={href} onClick={close} className="shrink-0" tabIndex={-1} aria-hidden>
        <img src={line.thumbnail} alt="" width={64} height={64} className="size-16 rounded-md object-cover" />
      </Link>
      <div className="min-w-0 flex-1 space-y-1">
        {line.brand ? (
          <p dir="auto" className="truncate-name text-xs text-slate-500">
            <bdi>{line.brand}</bdi>
          </p>
        ) : null}
        <Link to={href} onClick={close} className="line-clamp-2 text-sm font-medium hover:underline">
          <bdi>{line.name}</bdi>
        </Link>
        <LinePrice line={line} className="font-semibold text-primary-800" />
        <LineOptions size={line.size} color={line.color} />
        <div className="flex items-center justify-between gap-2 pt-1">
          <LineQuantity
            quantity={line.quantity}
            busy={change.isPending}
            onIncrement={() => change.mutate({ kind: 'increment', ...ref })}
            onDecrement={() => change.mutate({ kind: 'decrement', ...ref })}
            onSet={(quantity) => change.mutate({ kind: 'update-quantity', ...ref, quantity })}
            lockedReason={isQuotedLine(line) ? t('The quote fixes this quantity') : undefined}
          />
          <button
            type="button"
            aria-label={t('Remove :name', { name: line.name })}
            disabled={change.isPending}
            onClick={() => change.mutate({ kind: 'delete', ...ref })}
            className="rounded p-1.5 text-slate-500 hover:bg-rose-50 hover:text-rose-700 disabled:opacity-40"
          >
            <Trash2 aria-hidden className="size-4" />
          </button>
        </div>
      </div>
    </li>
  );
}
