import type { QuoteStatus } from '@souk/contract';
import { ToneBadge } from '../../../components/ui/tone-badge.tsx';
import { useT } from '../../../lib/i18n.ts';
import { QUOTE_TONES } from '../statuses.ts';

/** A quote's state as a coloured label. */
export function QuoteStatusBadge({ status }: { status: QuoteStatus }) {
  const t = useT();
  return (
    <ToneBadge tone={QUOTE_TONES[status]} testId="quote-status">
      {t(status)}
    </ToneBadge>
  );
}
