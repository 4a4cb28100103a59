import { fromMinor, type Quote, type QuoteStatus } from '@souk/contract';
import { toWireDateTime } from '../../lib/time.ts';
import type { QuoteHead, QuoteLineRow } from './queries.ts';

/** The status as of `now`: a Quoted answer past its validity reads as Expired (nothing is stored). */
export function quoteStatusAt(head: Pick<QuoteHead, 'status' | 'valid_until'>, now: string): QuoteStatus {
  if (head.status === 'Quoted' && head.valid_until !== null && head.valid_until <= now) return 'Expired';
  return head.status;
}

const ref = (id: number | null, name: string | null) => (id !== null && name !== null ? { id, name } : null);

export function toQuote(head: QuoteHead, lines: readonly QuoteLineRow[], now: string): Quote {
  const status = quoteStatusAt(head, now);
  const total = lines.reduce((sum, line) => sum + (line.unit_price ?? 0) * line.quantity, 0);
  return {
    id: head.id,
    quote_number: head.quote_number,
    status,
    shop: { id: head.shop_id, name: head.shop_name, logo: head.shop_logo, rating: Number(head.shop_rating) },
    lines: lines.map((line) => ({
      id: line.id,
      product: {
        id: line.product_id,
        name: line.name,
        thumbnail: line.thumbnail,
        price: fromMinor(line.price),
        discount_price: fromMinor(line.discount_price),
      },
      size: ref(line.size_id, line.size_name),
      color: ref(line.color_id, line.color_name),
      quantity: line.quantity,
      target_price: line.target_price === null ? null : fromMinor(line.target_price),
      unit_price: line.unit_price === null ? null : fromMinor(line.unit_price),
    })),
    note: head.note,
    shop_note: head.shop_note,
    valid_until: head.valid_until === null ? null : toWireDateTime(head.valid_until),
    created_at: toWireDateTime(head.created_at),
    total: fromMinor(total),
    can_edit: status === 'Pending',
    can_cancel: status === 'Pending' || status === 'Quoted',
    can_accept: status === 'Quoted',
  };
}

/** Quotes with their lines, in the order of `heads`. */
export function toQuotes(heads: readonly QuoteHead[], lines: readonly QuoteLineRow[], now: string): Quote[] {
  const byQuote = new Map<number, QuoteLineRow[]>();
  for (const line of lines) byQuote.set(line.quote_id, [...(byQuote.get(line.quote_id) ?? []), line]);
  return heads.map((head) => toQuote(head, byQuote.get(head.id) ?? [], now));
}
