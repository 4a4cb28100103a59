import { applyVoucherBodySchema, voucherCollectBodySchema, vouchersQuerySchema } from '@souk/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context.ts';
import { AppError } from '../../lib/app-error.ts';
import { authUser, bearerToken, requireAuth } from '../../plugins/auth.ts';
import { findTokenUser } from '../auth/tokens.ts';
import { applyVoucher, collectVoucher, listCollected, listVouchers } from './service.ts';

/**
 * Vouchers. The list is public, but a request that sends a token must send a valid one: a bad
 * or expired token answers 401 so the storefront clears its session (spec section 8).
 */
export function voucherRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    const signedIn = requireAuth(ctx.db, 'customer');

    app.get('/get-vouchers', { schema: { querystring: vouchersQuerySchema } }, async (request) => {
      let userId: number | undefined;
      if (request.headers.authorization !== undefined) {
        const token = bearerToken(request);
        const user = token ? await findTokenUser(ctx.db, token, 'customer') : undefined;
        if (!user) throw AppError.unauthenticated();
        userId = user.id;
      }
      return { message: 'Vouchers', data: await listVouchers(ctx, request.query.shop_id, userId) };
    });

    app.post(
      '/vouchers-collect',
      { onRequest: signedIn, schema: { body: voucherCollectBodySchema } },
      async (request) => {
        await collectVoucher(ctx, authUser(request).id, request.body.coupon_id);
        return { message: 'Voucher collected successfully.' };
      },
    );

    app.get(
      '/get-collected-vouchers',
      { onRequest: signedIn, schema: { querystring: vouchersQuerySchema } },
      async (request) => ({
        message: 'Collected vouchers',
        data: await listCollected(ctx, authUser(request).id, request.query.shop_id),
      }),
    );

    app.post('/apply-voucher', { onRequest: signedIn, schema: { body: applyVoucherBodySchema } }, async (request) => ({
      message: 'Voucher applied successfully.',
      data: await applyVoucher(ctx, authUser(request).id, request.body),
    }));
  };
}
