import { sellerApplicationBodySchema, sellerLoginBodySchema } from '@souk/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context.ts';
import { authUser, requireAuth } from '../../plugins/auth.ts';
import { formRateLimit } from '../../plugins/rate-limit.ts';
import { applyAsSeller } from './applications.ts';
import { sellerLogin, sellerProfile } from './service.ts';

/** The shop side: a shop owner's bearer token, every query scoped to that owner's shop. */
export function sellerRoutes({ db, config, counters }: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.post('/seller/login', { schema: { body: sellerLoginBodySchema } }, async (request) => ({
      message: 'Login successful',
      data: await sellerLogin({ db, config, counters }, request.body, request.ip),
    }));

    app.post(
      '/seller-applications',
      { schema: { body: sellerApplicationBodySchema }, config: formRateLimit },
      async (request) => ({
        message: 'Thank you! Your application has been received and is waiting for review.',
        data: await applyAsSeller(db, request.body),
      }),
    );

    app.get('/seller/profile', { preHandler: requireAuth(db, 'seller') }, async (request) => ({
      message: 'Seller profile',
      data: await sellerProfile(db, authUser(request).id),
    }));
  };
}
