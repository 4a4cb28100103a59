import { PenLine } from 'lucide-react';
import { useCallback, useState } from 'react';
import { Button } from '@souk/ui/button';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { Stars } from '../../../components/ui/stars.tsx';
import { toast } from '../../../lib/toast.ts';
import { useT } from '../../../lib/i18n.ts';
import { useWriteReview } from '../api/write-review.ts';
import { ReviewForm } from './review-form.tsx';

interface LineReviewProps {
  orderId: number;
  /** The ordered product; `rating` is the shopper's own, null until reviewed. */
  product: { id: number; name: string; rating: number | null };
}

/** On a delivered order's line: the shopper's stars once reviewed, else "Write a review" and its dialog. */
export function LineReview({ orderId, product }: LineReviewProps) {
  const t = useT();
  const [open, setOpen] = useState(false);
  // Set once this screen's review went through: the button it was opened from is gone, so focus
  // moves to what replaces it rather than falling back to the page.
  const [justReviewed, setJustReviewed] = useState(false);
  const write = useWriteReview();
  const focusOnMount = useCallback((node: HTMLElement | null) => node?.focus(), []);
  if (product.rating !== null) {
    return (
      <p
        ref={justReviewed ? focusOnMount : undefined}
        tabIndex={justReviewed ? -1 : undefined}
        className="mt-1 flex items-center gap-2 text-xs text-slate-600 outline-none"
        data-testid="line-reviewed"
      >
        <Stars rating={product.rating} />
        {t('Reviewed')}
      </p>
    );
  }
  return (
    <>
      <Button variant="outline" size="sm" className="mt-2" onClick={() => setOpen(true)}>
        <PenLine aria-hidden className="size-4" />
        {t('Write a review')}
      </Button>
      <Dialog
        open={open}
        onOpenChange={(next) => {
          setOpen(next);
          if (!next) write.reset();
        }}
        title={t('Write a review')}
        description={<bdi>{product.name}</bdi>}
        closeLabel={t('Close')}
      >
        <div className="p-4">
          <ReviewForm
            pending={write.isPending}
            error={write.error}
            onSubmit={(values) =>
              write.mutate(
                { product_id: product.id, order_id: orderId, ...values },
                {
                  onSuccess: () => {
                    setOpen(false);
                    setJustReviewed(true);
                    toast.success(t('Thank you for your review'));
                  },
                },
              )
            }
          />
        </div>
      </Dialog>
    </>
  );
}
