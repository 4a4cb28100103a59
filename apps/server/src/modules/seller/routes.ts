import { routes } from '@souk/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context.ts';
import { serve } from '../../lib/serve.ts';
import { shopOwnerId } from '../../plugins/support-view.ts';
import { formRateLimit } from '../../plugins/rate-limit.ts';
import { applyAsSeller } from './applications.ts';
import { sellerDashboard } from './dashboard.ts';
import { sellerLogin, sellerProfile } from './service.ts';

const { seller } = routes;

/** The shop side: a shop owner's bearer token, every query scoped to that owner's shop. */
export function sellerRoutes({ db, config, counters, clock }: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    serve(app, db, seller.login, async (request) => ({
      message: 'Login successful',
      data: await sellerLogin({ db, config, counters, clock }, request.body, request.ip),
    }));

    serve(
      app,
      db,
      seller.applyAsSeller,
      async (request) => ({
        message: 'Thank you! Your application has been received and is waiting for review.',
        data: await applyAsSeller({ db, clock }, request.body),
      }),
      { config: formRateLimit },
    );

    serve(app, db, seller.profile, async (request) => ({
      message: 'Seller profile',
      data: await sellerProfile(db, shopOwnerId(request)),
    }));

    serve(app, db, seller.dashboard, async (request) => ({
      message: 'Seller dashboard',
      data: await sellerDashboard({ db, clock }, shopOwnerId(request), request.query),
    }));
  };
}
