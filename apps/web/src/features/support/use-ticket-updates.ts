import { useQueryClient } from '@tanstack/react-query';
import { useLocation, useNavigate } from 'react-router';
import { REALTIME_EVENTS, type TicketEvent } from '@souk/contract';
import { useT } from '../../lib/i18n.ts';
import { toast } from '../../lib/toast.ts';
import { useShopperEvents } from '../chat/index.ts';
import { ticketKeys } from './keys.ts';

/** The ticket of a `ticket-updated` event, read without zod to keep it out of the main bundle. */
function eventTicket(data: unknown): TicketEvent['ticket'] | null {
  const ticket = (data as Partial<TicketEvent> | null)?.ticket;
  return typeof ticket?.ticket_number === 'string' && typeof ticket.status === 'string' ? ticket : null;
}

/**
 * Hears support answer or close the signed-in shopper's tickets wherever they are: the ticket's
 * page and the list reload in place, and elsewhere a toast says so, with a link to the ticket.
 */
export function useTicketUpdates(): void {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const t = useT();
  useShopperEvents({
    [REALTIME_EVENTS.ticketToUser]: (data) => {
      void queryClient.invalidateQueries({ queryKey: ticketKeys.all });
      const ticket = eventTicket(data);
      const path = ticket && `/support-ticket/${encodeURIComponent(ticket.ticket_number)}`;
      if (!ticket || !path || pathname === path) return;
      toast.info(t('Support answered ticket :number', { number: ticket.ticket_number }), {
        action: { label: t('View Ticket'), onClick: () => void navigate(path) },
      });
    },
  });
}
