import { CircleCheck } from 'lucide-react';
import { useEffect } from 'react';
import { toast } from '../../../lib/toast.ts';
import { CART_TOAST_MS } from '../api/change-line.ts';

interface PopupText {
  added: string;
  view: string;
  onView: () => void;
}

/**
 * The popup after adding (docs/features/storefront.md#the-cart-tab-and-drawer): what was added, its
 * name truncated to one line, and View In Cart opening the basket. Shown through the toaster so it
 * stacks with other messages.
 */
export function showAddedPopup(name: string, text: PopupText): void {
  toast.custom((id) => <AddedPopup id={id} name={name} {...text} />, {
    duration: CART_TOAST_MS,
  });
}

function AddedPopup({ id, name, added, view, onView }: PopupText & { id: string | number; name: string }) {
  // Escape sends it away at once, as it does any other popup, rather than leaving it to its timer.
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') toast.dismiss(id);
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [id]);
  return (
    <div
      data-testid="cart-popup"
      className="flex w-[min(22rem,calc(100vw-2rem))] items-center gap-3 rounded-lg border border-slate-200 bg-white p-3 shadow-lg"
    >
      <CircleCheck aria-hidden className="size-6 shrink-0 text-emerald-600" />
      <div className="min-w-0 flex-1">
        <p className="text-sm font-semibold">{added}</p>
        <p dir="auto" className="truncate-name text-sm text-slate-600" title={name}>
          <bdi>{name}</bdi>
        </p>
      </div>
      <button
        type="button"
        className="shrink-0 rounded-md bg-primary-700 px-3 py-1.5 text-xs font-semibold text-white hover:bg-primary-800"
        onClick={() => {
          toast.dismiss(id);
          onView();
        }}
      >
        {view}
      </button>
    </div>
  );
}
