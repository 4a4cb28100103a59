import { routes } from '@souk/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context.ts';
import { serve } from '../../lib/serve.ts';
import { authUser } from '../../plugins/auth.ts';
import { shopPage } from './detail.ts';
import { editShop } from './edit.ts';
import { shopTable } from './list.ts';
import { setShopActive } from './manage.ts';
import { openSupportView } from './support-view.ts';

const { staffShops } = routes;

/** What a change's answer says: done, or why nothing changed. */
function activeMessage(active: boolean, changed: boolean): string {
  if (active) return changed ? 'Shop reactivated: shoppers see it again.' : 'This shop is already active.';
  return changed
    ? 'Shop deactivated: shoppers no longer see it or its products. Its owner can still sign in to the console.'
    : 'This shop is already inactive.';
}

/** Shops for platform staff (a staff token; a shop owner's is refused 403, a shopper's 401). */
export function staffShopRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  const { db } = ctx;
  return async (app) => {
    serve(app, db, staffShops.shops, async (request) => ({
      message: 'Shops',
      data: await shopTable(db, request.query),
    }));

    serve(app, db, staffShops.shop, async (request) => ({
      message: 'Shop',
      data: await shopPage(db, request.params.id),
    }));

    serve(app, db, staffShops.update, async (request) => {
      const { id } = request.params;
      const changed = await editShop(ctx, authUser(request).id, id, request.body);
      return {
        message: changed ? 'Shop saved.' : 'Nothing to save: the shop is as sent.',
        data: await shopPage(db, id),
      };
    });

    serve(app, db, staffShops.setActive, async (request) => {
      const { id } = request.params;
      const { active } = request.body;
      const changed = await setShopActive(ctx, authUser(request).id, id, active);
      return { message: activeMessage(active, changed), data: await shopPage(db, id) };
    });

    serve(app, db, staffShops.supportView, async (request) => ({
      message: 'Support view opened.',
      data: await openSupportView(ctx, authUser(request).id, request.params.id),
    }));
  };
}
