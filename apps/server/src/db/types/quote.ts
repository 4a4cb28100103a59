import type { Id } from './columns.ts';

// Quotes: a shopper asks one shop for prices; the shop answers each line.

export interface QuotesTable {
  id: Id;
  /** "QT-000123", set right after insert from the id. */
  quote_number: string;
  user_id: number;
  shop_id: number;
  /** Stored states; Expired is computed from valid_until by the server's clock. */
  status: 'Pending' | 'Quoted' | 'Accepted' | 'Rejected' | 'Cancelled';
  note: string | null;
  shop_note: string | null;
  /** Last moment (ISO UTC) the quoted prices hold. */
  valid_until: string | null;
  answered_at: string | null;
  created_at: string;
  updated_at: string;
}

export interface QuoteItemsTable {
  id: Id;
  quote_id: number;
  product_id: number;
  size_id: number | null;
  color_id: number | null;
  quantity: number;
  /** The shopper's wish, minor units. */
  target_price: number | null;
  /** The shop's answer, minor units; null until answered. */
  unit_price: number | null;
}

export interface QuoteTables {
  quotes: QuotesTable;
  quote_items: QuoteItemsTable;
}
