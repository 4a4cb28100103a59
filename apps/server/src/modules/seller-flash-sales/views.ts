import { fromMinor, type SellerFlashEntry, type SellerFlashSale } from '@souk/contract';
import { toWireDateTime } from '../../lib/time.ts';
import type { EntryRow, SaleRow } from './queries.ts';
import { saleStatus } from './sale-state.ts';
import { sellingPrice } from './terms.ts';

/** The shop's figures in a sale: its entries, their flash units sold, and what those sold for (minor units). */
export interface ShopFigures {
  entries: number;
  sold: number;
  revenue: number;
}

export function toSellerSale(sale: SaleRow, figures: ShopFigures, now: string): SellerFlashSale {
  return {
    id: sale.id,
    name: sale.name,
    thumbnail: sale.thumbnail,
    start_date: toWireDateTime(sale.start_date),
    end_date: toWireDateTime(sale.end_date),
    status: saleStatus(sale, now),
    entries: figures.entries,
    sold: figures.sold,
    revenue: fromMinor(figures.revenue),
  };
}

export function toEntry(row: EntryRow, revenue: number): SellerFlashEntry {
  return {
    product: {
      id: row.product_id,
      name: row.name,
      code: row.code,
      thumbnail: row.thumbnail,
      price: fromMinor(sellingPrice({ price: row.product_price, discount_price: row.product_discount_price })),
      stock: row.stock,
      is_active: row.is_active === 1,
    },
    price: fromMinor(row.price),
    quantity: row.quantity,
    sold: row.sold,
    revenue: fromMinor(revenue),
  };
}
