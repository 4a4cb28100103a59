import type { TicketStatus } from '@souk/contract';
import { ToneBadge } from '../../../components/ui/tone-badge.tsx';
import { useT } from '../../../lib/i18n.ts';
import { TICKET_TONES, ticketStatusLabel } from '../statuses.ts';

/** A ticket's state as a coloured label. */
export function TicketStatusBadge({ status }: { status: TicketStatus }) {
  const t = useT();
  return (
    <ToneBadge tone={TICKET_TONES[status]} testId="ticket-status">
      {t(ticketStatusLabel(status))}
    </ToneBadge>
  );
}
