import { LOW_STOCK_THRESHOLD, type SellerProductFilter } from '@souk/contract';
import type { SearchMatch } from './table-queries.ts';

/**
 * Whether a product a search matched passes the table's filter and category: the test
 * table-queries.ts `matching` makes in SQL, made here on the search's one pass instead.
 */
export function passesFilter(match: SearchMatch, filter: SellerProductFilter, categoryId: number | undefined): boolean {
  if (categoryId !== undefined && match.category_id !== categoryId) return false;
  switch (filter) {
    case 'active':
      return match.is_active === 1;
    case 'inactive':
      return match.is_active === 0;
    case 'low_stock':
      return match.quantity <= LOW_STOCK_THRESHOLD;
    case 'out_of_stock':
      return match.quantity === 0;
    case 'all':
      return true;
  }
}
