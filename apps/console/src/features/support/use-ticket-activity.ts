import type { TicketActivityEvent } from '@souk/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { toast } from 'sonner';
import { useI18n } from '../../lib/i18n.tsx';

/** What the toast says of each activity. */
const ACTIVITIES = {
  opened: 'support.live.opened',
  replied: 'support.live.replied',
  cancelled: 'support.live.cancelled',
} as const satisfies Record<TicketActivityEvent['activity'], string>;

/** The ticket and activity of a `ticket-activity` event, when it names them. */
function eventActivity(data: unknown): TicketActivityEvent | null {
  const event = data as Partial<TicketActivityEvent> | null;
  const number = event?.ticket?.ticket_number;
  return typeof number === 'string' && event?.activity && event.activity in ACTIVITIES
    ? (event as TicketActivityEvent)
    : null;
}

const ticketPath = (ticketNumber: string) => `/support/${encodeURIComponent(ticketNumber)}`;

/** Whether a console path is in the Support section (its inbox or a ticket). */
export const inSupport = (pathname: string) => pathname === '/support' || pathname.startsWith('/support/');

export interface TicketActivityOptions {
  /**
   * Whether a toast tells of activity outside the Support section too. An owner hears only
   * their shop's few tickets; platform staff hear every shop's, which on other pages would be
   * a stream of interruptions, so they get the count on the Support link alone.
   */
  toastEverywhere: boolean;
  /** Called with a ticket's number when it has news and the Support section is not on screen. */
  onUnseen: (ticketNumber: string) => void;
}

/**
 * What a shopper's ticket activity (a `ticket-activity` event) means to the console: the inbox
 * and that ticket's page are read again (an open ticket shows the reply in place), and unless
 * that ticket is on screen a toast says what happened and opens it. Stable across renders, so
 * the channel is not joined again on every navigation.
 */
export function useTicketActivity({ toastEverywhere, onUnseen }: TicketActivityOptions): (data: unknown) => void {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const { t } = useI18n();
  const latest = useRef({ pathname, t, navigate, toastEverywhere, onUnseen });
  useEffect(() => {
    latest.current = { pathname, t, navigate, toastEverywhere, onUnseen };
  });
  return useCallback(
    (data: unknown) => {
      void queryClient.invalidateQueries({ queryKey: ['tickets'] });
      const event = eventActivity(data);
      if (!event) {
        void queryClient.invalidateQueries({ queryKey: ['ticket'] });
        return;
      }
      const { ticket_number: number, subject } = event.ticket;
      void queryClient.invalidateQueries({ queryKey: ['ticket', number] });
      const { pathname: current, t: say, navigate: go, ...told } = latest.current;
      const path = ticketPath(number);
      if (current === path) return;
      if (!inSupport(current)) told.onUnseen(number);
      if (!told.toastEverywhere && !inSupport(current)) return;
      toast.info(say(ACTIVITIES[event.activity], { number, subject: subject ?? say('support.noSubject') }), {
        action: { label: say('support.live.open'), onClick: () => void go(path) },
      });
    },
    [queryClient],
  );
}
