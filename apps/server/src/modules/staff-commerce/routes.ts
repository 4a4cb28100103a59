import { routes } from '@souk/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context.ts';
import { type Answer, type RouteRequest, serve } from '../../lib/serve.ts';
import { authUser } from '../../plugins/auth.ts';
import { saveDeliveryBands } from './delivery-bands.ts';
import { commercePage } from './read.ts';
import { changeRootShop } from './root-shop.ts';
import { saveCommerce } from './save.ts';
import { changeVatRate, createVatRate, removeVatRate } from './vat-rates.ts';

const { staffCommerce: at } = routes;

/** A route of the commerce page's: each answers the whole page. */
type CommerceRoute = (typeof at)[keyof typeof at];

/** Platform staff's commerce settings: multi-vendor and the root shop, cash on delivery, online payment and its gateways, VAT rates, delivery charge bands and whether ordering needs a verified account. */
export function staffCommerceRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  const { db } = ctx;
  return async (app) => {
    /** Registers a change: `run` makes it as the calling staff member, and the answer says `done` (or that nothing changed). */
    const change = <R extends CommerceRoute>(
      route: R,
      done: string,
      run: (staffId: number, request: RouteRequest<R>) => Promise<boolean>,
    ) =>
      serve(app, db, route, async (request) => {
        const changed = await run(authUser(request).id, request);
        // What every commerce route answers; TypeScript does not work out `Answer` of a route not yet known.
        return { message: changed ? done : 'Nothing changed.', data: await commercePage(ctx) } as Answer<R>;
      });

    serve(app, db, at.commerce, async () => ({ message: 'Commerce', data: await commercePage(ctx) }));
    change(at.update, 'Commerce settings saved.', (staffId, { body }) => saveCommerce(ctx, staffId, body));
    change(at.rootShop, 'Root shop changed.', (staffId, { body }) => changeRootShop(ctx, staffId, body.shop_id));
    change(at.createVatRate, 'VAT rate added.', (staffId, { body }) => createVatRate(ctx, staffId, body));
    change(at.updateVatRate, 'VAT rate saved.', (staffId, { params, body }) =>
      changeVatRate(ctx, staffId, params.id, body),
    );
    change(at.deleteVatRate, 'VAT rate removed.', (staffId, { params }) => removeVatRate(ctx, staffId, params.id));
    change(at.deliveryBands, 'Delivery charges saved.', (staffId, { body }) => saveDeliveryBands(ctx, staffId, body));
  };
}
