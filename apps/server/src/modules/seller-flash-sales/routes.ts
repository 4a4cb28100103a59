import { routes } from '@souk/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context.ts';
import { serve } from '../../lib/serve.ts';
import { authUser } from '../../plugins/auth.ts';
import { shopOwnerId } from '../../plugins/support-view.ts';
import { addEntries } from './add.ts';
import { removeEntry, updateEntry } from './entry.ts';
import { joinableSalesPage } from './list.ts';
import { requestView, withdrawRequest } from './requests.ts';
import { saleWithEntries } from './sale.ts';

const { sellerFlashSales } = routes;

/** The shop's part in the platform's flash sales: a shop owner's bearer token, scoped to that owner's shop. */
export function sellerFlashSaleRoutes(context: AppContext): FastifyPluginAsyncZod {
  const { db } = context;
  return async (app) => {
    serve(app, db, sellerFlashSales.sales, async (request) => ({
      message: 'Flash sales',
      data: await joinableSalesPage(context, shopOwnerId(request), request.query),
    }));

    serve(app, db, sellerFlashSales.sale, async (request) => ({
      message: 'Flash sale',
      data: await saleWithEntries(context, shopOwnerId(request), request.params.id, request.query),
    }));

    serve(app, db, sellerFlashSales.add, async (request) => {
      const data = await addEntries(context, authUser(request).id, request.params.id, request.body);
      return { message: data.added > 0 ? 'Products added to the flash sale.' : 'Sent for approval.', data };
    });

    serve(app, db, sellerFlashSales.update, async (request) => {
      const { entry, requestId } = await updateEntry(context, authUser(request).id, request.params, request.body);
      return requestId === null
        ? { message: 'Flash sale product saved.', data: { entry, request: null } }
        : {
            message: 'The new flash price is waiting for approval.',
            data: { entry, request: await requestView(db, requestId) },
          };
    });

    serve(app, db, sellerFlashSales.remove, async (request) => {
      await removeEntry(context, authUser(request).id, request.params);
      return { message: 'Product taken out of the flash sale.', data: undefined };
    });

    serve(app, db, sellerFlashSales.withdraw, async (request) => {
      await withdrawRequest(context, authUser(request).id, request.params);
      return { message: 'Request withdrawn.', data: undefined };
    });
  };
}
