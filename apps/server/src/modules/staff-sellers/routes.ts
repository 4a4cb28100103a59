import { routes } from '@souk/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context.ts';
import { serve } from '../../lib/serve.ts';
import { authUser } from '../../plugins/auth.ts';
import { formRateLimit } from '../../plugins/rate-limit.ts';
import { setOwnerPassword } from '../auth/password-reset.ts';
import { publicOrigin } from '../seo/origin.ts';
import { application, approveApplication, declineApplication } from './decide.ts';
import { applicationTable } from './list.ts';

const { staffSellers } = routes;

/**
 * Sellers' applications for platform staff (a staff token; a shop owner's is refused 403), and
 * the new owner's first password from the approval's link.
 */
export function staffSellerRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  const { db } = ctx;
  return async (app) => {
    serve(app, db, staffSellers.applications, async (request) => ({
      message: 'Seller applications',
      data: await applicationTable(db, request.query),
    }));

    serve(app, db, staffSellers.application, async (request) => ({
      message: 'Seller application',
      data: { application: await application(db, request.params.id) },
    }));

    serve(app, db, staffSellers.approve, async (request) => ({
      message: 'Application approved: the shop is open and its owner was sent a link to set a password.',
      data: {
        application: await approveApplication(
          ctx,
          authUser(request).id,
          request.params.id,
          publicOrigin(ctx.config, request),
        ),
      },
    }));

    serve(app, db, staffSellers.decline, async (request) => ({
      message: 'Application declined: the applicant was sent the reason.',
      data: {
        application: await declineApplication(ctx, authUser(request).id, request.params.id, request.body.reason),
      },
    }));

    serve(
      app,
      db,
      staffSellers.setPassword,
      async (request) => ({
        message: 'Password set. You can sign in now.',
        data: await setOwnerPassword(ctx, request.body),
      }),
      { config: formRateLimit },
    );
  };
}
