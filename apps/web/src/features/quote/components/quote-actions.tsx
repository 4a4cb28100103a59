import type { CartResponse, Quote } from '@souk/contract';
import { Check, Pencil, X } from 'lucide-react';
import { Link } from 'react-router';
import { Button, buttonClass } from '@souk/ui/button';
import { ConfirmButton } from '../../../components/ui/confirm-button.tsx';
import { useT } from '../../../lib/i18n.ts';
import { useChangeQuote } from '../api/change-quote.ts';

/**
 * What the shopper may do now, as the server's `can_*` flags say: edit, cancel, accept. Accepting
 * hands the screen the cart the quote's products went into.
 */
export function QuoteActions({ quote, onAccepted }: { quote: Quote; onAccepted: (cart: CartResponse) => void }) {
  const t = useT();
  const accept = useChangeQuote(quote.id, 'accept', (answer) => onAccepted(answer.cart));
  const cancel = useChangeQuote(quote.id, 'cancel');
  if (!quote.can_edit && !quote.can_cancel && !quote.can_accept) return null;
  return (
    <div className="flex flex-wrap gap-2">
      {quote.can_accept ? (
        <Button disabled={accept.isPending} onClick={() => accept.mutate()}>
          <Check aria-hidden className="size-4" />
          {t('Accept Quote')}
        </Button>
      ) : null}
      {quote.can_edit ? (
        <Link to={`/edit-quote/${quote.id}`} className={buttonClass('outline')}>
          <Pencil aria-hidden className="size-4" />
          {t('Edit Quote')}
        </Link>
      ) : null}
      {quote.can_cancel ? (
        <ConfirmButton
          label={t('Cancel Quote')}
          question={t('Are you sure you want to cancel this quote?')}
          confirmLabel={t('Yes, cancel it')}
          pending={cancel.isPending}
          icon={<X aria-hidden className="size-4" />}
          onConfirm={(done) => cancel.mutate(undefined, { onSettled: done })}
        />
      ) : null}
    </div>
  );
}
