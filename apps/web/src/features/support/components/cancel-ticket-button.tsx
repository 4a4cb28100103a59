import { ConfirmButton } from '../../../components/ui/confirm-button.tsx';
import { useT } from '../../../lib/i18n.ts';
import { useCancelTicket } from '../api/cancel-ticket.ts';

/** Close a running ticket the shopper no longer needs, asked a second time first. */
export function CancelTicketButton({ ticketNumber }: { ticketNumber: string }) {
  const t = useT();
  const cancel = useCancelTicket(ticketNumber);
  return (
    <ConfirmButton
      label={t('Cancel Ticket')}
      question={t('Are you sure you want to cancel this ticket?')}
      confirmLabel={t('Yes, cancel it')}
      pending={cancel.isPending}
      onConfirm={(done) => cancel.mutate(undefined, { onSettled: done })}
    />
  );
}
