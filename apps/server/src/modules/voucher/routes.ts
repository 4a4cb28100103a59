import { routes } from '@souk/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context.ts';
import { AppError } from '../../lib/app-error.ts';
import { serve } from '../../lib/serve.ts';
import { authUser, bearerToken } from '../../plugins/auth.ts';
import { findTokenUser } from '../auth/tokens.ts';
import { applyVoucher, collectVoucher, listCollected, listVouchers } from './service.ts';

const { vouchers } = routes;

/**
 * Vouchers. The list is public, but a request that sends a token must send a valid one: a bad or
 * expired token answers 401 so the storefront clears its session
 * (docs/features/accounts.md#when-a-session-ends).
 */
export function voucherRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  const { db } = ctx;
  return async (app) => {
    serve(app, db, vouchers.vouchers, async (request) => {
      let userId: number | undefined;
      if (request.headers.authorization !== undefined) {
        const token = bearerToken(request);
        const user = token ? await findTokenUser(db, token, 'customer', ctx.clock) : undefined;
        if (!user) throw AppError.unauthenticated();
        userId = user.id;
      }
      return { message: 'Vouchers', data: await listVouchers(ctx, request.query.shop_id, userId) };
    });

    // The answer is the message alone (no `data` is sent).
    serve(app, db, vouchers.collectVoucher, async (request) => {
      await collectVoucher(ctx, authUser(request).id, request.body.coupon_id);
      return { message: 'Voucher collected successfully.', data: undefined };
    });

    serve(app, db, vouchers.collectedVouchers, async (request) => ({
      message: 'Collected vouchers',
      data: await listCollected(ctx, authUser(request).id, request.query.shop_id),
    }));

    serve(app, db, vouchers.applyVoucher, async (request) => ({
      message: 'Voucher applied successfully.',
      data: await applyVoucher(ctx, authUser(request).id, request.body),
    }));
  };
}
