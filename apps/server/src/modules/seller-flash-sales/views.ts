import { fromMinor, type FlashRequest, type SellerFlashEntry, type SellerFlashSale } from '@souk/contract';
import { toWireDateTime } from '../../lib/time.ts';
import type { EntryRow, SaleRow } from './queries.ts';
import type { RequestRow } from './request-queries.ts';
import { saleStatus } from './sale-state.ts';
import { sellingPrice } from './terms.ts';

/** The shop's figures in a sale: its entries, their flash units sold, what those sold for (minor units), its requests waiting. */
export interface ShopFigures {
  entries: number;
  sold: number;
  revenue: number;
  pending: number;
}

export function toSellerSale(sale: SaleRow, figures: ShopFigures, now: string): SellerFlashSale {
  return {
    id: sale.id,
    name: sale.name,
    thumbnail: sale.thumbnail,
    start_date: toWireDateTime(sale.start_date),
    end_date: toWireDateTime(sale.end_date),
    status: saleStatus(sale, now),
    approval_required: sale.approval_required === 1,
    entries: figures.entries,
    sold: figures.sold,
    revenue: fromMinor(figures.revenue),
    pending: figures.pending,
  };
}

type ProductColumns = Pick<
  EntryRow,
  'product_id' | 'name' | 'code' | 'thumbnail' | 'product_price' | 'product_discount_price' | 'stock' | 'is_active'
>;

/** A product as an entry or a request shows it: what it sells at outside the sale, its stock. */
const productOf = (row: ProductColumns): SellerFlashEntry['product'] => ({
  id: row.product_id,
  name: row.name,
  code: row.code,
  thumbnail: row.thumbnail,
  price: fromMinor(sellingPrice({ price: row.product_price, discount_price: row.product_discount_price })),
  stock: row.stock,
  is_active: row.is_active === 1,
});

export function toEntry(row: EntryRow, revenue: number): SellerFlashEntry {
  return {
    product: productOf(row),
    price: fromMinor(row.price),
    quantity: row.quantity,
    sold: row.sold,
    revenue: fromMinor(revenue),
  };
}

/** A request with its product, and the product's terms in the sale now when it is in it. */
export function toRequest(row: RequestRow): FlashRequest {
  return {
    id: row.id,
    product: productOf(row),
    price: fromMinor(row.price),
    quantity: row.quantity,
    status: row.status,
    reason: row.reason,
    created_at: row.created_at,
    decided_at: row.decided_at,
    current:
      row.current_price === null
        ? null
        : { price: fromMinor(row.current_price), quantity: row.current_quantity ?? 0, sold: row.current_sold ?? 0 },
  };
}
