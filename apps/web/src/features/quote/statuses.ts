import type { QuoteStatus } from '@souk/contract';
import type { BadgeTone } from '../../components/ui/tone-badge.tsx';

export type QuoteTab = 'all' | QuoteStatus;

/** The list's tabs: every quote, then one per state in the order a quote passes through them. */
export const QUOTE_TABS: ReadonlyArray<{ key: QuoteTab; label: string }> = [
  { key: 'all', label: 'All' },
  { key: 'Pending', label: 'Pending' },
  { key: 'Quoted', label: 'Quoted' },
  { key: 'Accepted', label: 'Accepted' },
  { key: 'Rejected', label: 'Rejected' },
  { key: 'Cancelled', label: 'Cancelled' },
  { key: 'Expired', label: 'Expired' },
];

/** The tab a `?status=` value names; anything unknown is 'all'. */
export function quoteTab(value: string | null): QuoteTab {
  return QUOTE_TABS.find((tab) => tab.key === value)?.key ?? 'all';
}

/** Waiting is amber, an answer to act on is sky, a done deal green, the dead ends grey or red. */
export const QUOTE_TONES: Record<QuoteStatus, BadgeTone> = {
  Pending: 'amber',
  Quoted: 'sky',
  Accepted: 'emerald',
  Rejected: 'rose',
  Cancelled: 'slate',
  Expired: 'slate',
};
