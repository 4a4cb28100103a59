import { routes } from '@souk/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context.ts';
import { serve } from '../../lib/serve.ts';
import { authUser } from '../../plugins/auth.ts';
import { makeDefaultCurrency } from './make-default.ts';
import { currencyList, currencyPage } from './read.ts';
import { createCurrency, saveCurrency } from './save.ts';

const { staffCurrencies } = routes;

/** Currencies for platform staff (a staff token; a shop owner's is refused 403, a shopper's 401). */
export function staffCurrencyRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  const { db } = ctx;
  return async (app) => {
    serve(app, db, staffCurrencies.currencies, async () => ({
      message: 'Currencies',
      data: await currencyList(db),
    }));

    serve(app, db, staffCurrencies.currency, async (request) => ({
      message: 'Currency',
      data: await currencyPage(db, request.params.id),
    }));

    serve(app, db, staffCurrencies.create, async (request) => {
      const id = await createCurrency(ctx, authUser(request).id, request.body);
      return { message: 'Currency added.', data: await currencyPage(db, id) };
    });

    serve(app, db, staffCurrencies.update, async (request) => {
      const { id } = request.params;
      await saveCurrency(ctx, authUser(request).id, id, request.body);
      return { message: 'Currency saved.', data: await currencyPage(db, id) };
    });

    serve(app, db, staffCurrencies.makeDefault, async (request) => {
      const { id } = request.params;
      const changed = await makeDefaultCurrency(ctx, authUser(request).id, id);
      const data = await currencyPage(db, id);
      const { name } = data.currency;
      return {
        message: changed
          ? `${name} is now the default currency: every rate is counted from it.`
          : `${name} is already the default currency.`,
        data,
      };
    });
  };
}
