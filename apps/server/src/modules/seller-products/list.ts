import { fromMinor, type SellerProductsResponse, type sellerProductsQuerySchema } from '@souk/contract';
import type { z } from 'zod';
import type { AppContext } from '../../app-context.ts';
import { sellerShopId } from '../seller/service.ts';
import { translationsOf } from '../translations/translations.ts';
import { passesFilter } from './table-filter.ts';
import { countMatching, pageIds, type ProductTableQuery, searchMatches, tableRows } from './table-queries.ts';

/**
 * `GET /seller/products`: a page of the owner's shop's products, active or not. The count and
 * the page's ids come off the shop's part of an index (both cost the shop's size at most, never
 * the catalogue's), then the page's rows are read by id; category names follow the request's
 * language.
 */
export async function productTable(
  { db, kind }: Pick<AppContext, 'db' | 'kind'>,
  sellerId: number,
  query: z.output<typeof sellerProductsQuerySchema>,
): Promise<SellerProductsResponse> {
  const shopId = await sellerShopId(db, sellerId);
  const wanted = { shopId, filter: query.filter, categoryId: query.category_id };
  const page = { offset: (query.page - 1) * query.per_page, limit: query.per_page };
  const { total, ids } = query.search
    ? await searchedPage(db, kind, wanted, query.search, query.sort, page)
    : await Promise.all([countMatching(db, kind, wanted), pageIds(db, kind, wanted, query.sort, page)]).then(
        ([total, ids]) => ({ total, ids }),
      );
  const rows = ids.length > 0 ? await tableRows(db, ids) : [];
  const categoryNames = await translationsOf(
    db,
    'category',
    rows.map((row) => row.category_id),
    ['name'],
  );
  const byId = new Map(rows.map((row) => [row.id, row]));
  return {
    total,
    products: ids.flatMap((id) => {
      const row = byId.get(id);
      if (!row) return []; // deleted between the two reads
      return [
        {
          id: row.id,
          name: row.name,
          code: row.code,
          thumbnail: row.thumbnail,
          price: fromMinor(row.price),
          discount_price: fromMinor(row.discount_price),
          quantity: row.quantity,
          total_sold: row.total_sold,
          is_active: row.is_active === 1,
          category:
            row.category_name === null
              ? null
              : { id: row.category_id, name: categoryNames.get(row.category_id)?.name ?? row.category_name },
          updated_at: row.updated_at,
        },
      ];
    }),
  };
}

/**
 * A searched page: the search reads the shop's names once, the filters are tested on what it
 * read, and the page is walked in the sort's index among the products that passed. (Counting
 * and paging each with the search inside read the shop's names twice.)
 */
async function searchedPage(
  db: AppContext['db'],
  kind: AppContext['kind'],
  wanted: Omit<ProductTableQuery, 'ids'>,
  search: string,
  sort: z.output<typeof sellerProductsQuerySchema>['sort'],
  page: { offset: number; limit: number },
): Promise<{ total: number; ids: number[] }> {
  const matches = await searchMatches(db, kind, wanted.shopId, search);
  const passed = matches.filter((match) => passesFilter(match, wanted.filter, wanted.categoryId)).map((m) => m.id);
  if (passed.length <= page.offset) return { total: passed.length, ids: [] };
  const ids = await pageIds(db, kind, { shopId: wanted.shopId, filter: 'all', ids: passed }, sort, page);
  return { total: passed.length, ids };
}
