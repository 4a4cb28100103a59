import type { TicketStatus } from '@souk/contract';
import type { BadgeTone } from '../../components/ui/tone-badge.tsx';

/** The list's tabs, keyed as the server's counts are; a ticket is open ("running") first. */
export const TICKET_TABS: ReadonlyArray<{ key: TicketStatus; label: string }> = [
  { key: 'running', label: 'Running' },
  { key: 'completed', label: 'Completed' },
  { key: 'cancel', label: 'Cancelled' },
];

/** The tab a `?status=` value names; anything unknown is 'running'. */
export function ticketTab(value: string | null): TicketStatus {
  return TICKET_TABS.find((tab) => tab.key === value)?.key ?? 'running';
}

export const TICKET_TONES: Record<TicketStatus, BadgeTone> = {
  running: 'amber',
  completed: 'emerald',
  cancel: 'slate',
};

export const ticketStatusLabel = (status: TicketStatus) => TICKET_TABS.find((tab) => tab.key === status)!.label;
