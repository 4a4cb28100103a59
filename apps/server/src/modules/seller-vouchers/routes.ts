import { routes } from '@souk/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context.ts';
import { isoAt } from '../../lib/clock.ts';
import { serve } from '../../lib/serve.ts';
import { authUser } from '../../plugins/auth.ts';
import { shopOwnerId } from '../../plugins/support-view.ts';
import { sellerShopId } from '../seller/service.ts';
import { voucherTable } from './list.ts';
import { pauseVoucher } from './pause.ts';
import { createVoucher, updateVoucher } from './save.ts';
import { ownedVoucher } from './voucher.ts';

const { sellerVouchers } = routes;

/**
 * The owner's vouchers: a shop owner's bearer token, every query scoped to that owner's shop.
 * Shoppers read vouchers uncached (GET /get-vouchers, the checkout), so a change here reaches
 * them with the next answer and no cache is told of it.
 */
export function sellerVoucherRoutes(context: AppContext): FastifyPluginAsyncZod {
  const { db } = context;
  return async (app) => {
    serve(app, db, sellerVouchers.vouchers, async (request) => ({
      message: 'Vouchers',
      data: await voucherTable(context, shopOwnerId(request), request.query),
    }));

    serve(app, db, sellerVouchers.voucher, async (request) => {
      const shopId = await sellerShopId(db, shopOwnerId(request));
      return { message: 'Voucher', data: await ownedVoucher(db, shopId, request.params.id, isoAt(context.clock)) };
    });

    serve(app, db, sellerVouchers.create, async (request) => ({
      message: 'Voucher added.',
      data: await createVoucher(context, authUser(request).id, request.body),
    }));

    serve(app, db, sellerVouchers.update, async (request) => ({
      message: 'Voucher saved.',
      data: await updateVoucher(context, authUser(request).id, request.params.id, request.body),
    }));

    serve(app, db, sellerVouchers.pause, async (request) => ({
      message: request.body.paused ? 'Voucher paused.' : 'Voucher resumed.',
      data: await pauseVoucher(context, authUser(request).id, request.params.id, request.body.paused),
    }));
  };
}
