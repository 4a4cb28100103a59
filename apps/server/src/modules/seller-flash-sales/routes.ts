import { routes } from '@souk/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context.ts';
import { serve } from '../../lib/serve.ts';
import { authUser } from '../../plugins/auth.ts';
import { addEntries } from './add.ts';
import { removeEntry, updateEntry } from './entry.ts';
import { joinableSalesPage } from './list.ts';
import { saleWithEntries } from './sale.ts';

const { sellerFlashSales } = routes;

/** The shop's part in the platform's flash sales: a shop owner's bearer token, scoped to that owner's shop. */
export function sellerFlashSaleRoutes(context: AppContext): FastifyPluginAsyncZod {
  const { db } = context;
  return async (app) => {
    serve(app, db, sellerFlashSales.sales, async (request) => ({
      message: 'Flash sales',
      data: await joinableSalesPage(context, authUser(request).id, request.query),
    }));

    serve(app, db, sellerFlashSales.sale, async (request) => ({
      message: 'Flash sale',
      data: await saleWithEntries(context, authUser(request).id, request.params.id, request.query),
    }));

    serve(app, db, sellerFlashSales.add, async (request) => ({
      message: 'Products added to the flash sale.',
      data: await addEntries(context, authUser(request).id, request.params.id, request.body),
    }));

    serve(app, db, sellerFlashSales.update, async (request) => ({
      message: 'Flash sale product saved.',
      data: { entry: await updateEntry(context, authUser(request).id, request.params, request.body) },
    }));

    serve(app, db, sellerFlashSales.remove, async (request) => {
      await removeEntry(context, authUser(request).id, request.params);
      return { message: 'Product taken out of the flash sale.', data: undefined };
    });
  };
}
