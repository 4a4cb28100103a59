import type { Dashboard } from '@souk/contract';
import type { AppContext } from '../../app-context.ts';
import { type CustomerList, customerListProducts } from '../catalog/customer-lists.ts';
import { catalogScope } from '../catalog/scope.ts';
import { type CustomerTable, countCustomerRows } from './queries.ts';
import { RECENTLY_VIEWED_LIMIT } from './recently-viewed.ts';

const count = (row: { n: number | string }) => Number(row.n);

/**
 * `GET /dashboard`: the account home's counts, each equal to the length of the list it stands
 * for (favourites and recently viewed count only products still on sale; quotes and support
 * tickets count all of the customer's, whatever their status).
 */
export async function dashboard(ctx: AppContext, userId: number): Promise<Dashboard> {
  const scope = await catalogScope(ctx);
  const countOf = (list: CustomerList) =>
    customerListProducts(ctx.db, scope, userId, list)
      .clearSelect()
      .clearOrderBy()
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow()
      .then(count);
  const rowsOf = (table: CustomerTable) => countCustomerRows(ctx.db, table, userId).then(count);
  const [addresses, orders, quotes, tickets, favorites, viewed] = await Promise.all([
    rowsOf('addresses'),
    rowsOf('orders'),
    rowsOf('quotes'),
    rowsOf('support_tickets'),
    countOf('favorites'),
    countOf('recently_viewed'),
  ]);
  return {
    counts: {
      addresses,
      favorites,
      recently_viewed: Math.min(viewed, RECENTLY_VIEWED_LIMIT),
      orders,
      quotes,
      support_tickets: tickets,
    },
  };
}
