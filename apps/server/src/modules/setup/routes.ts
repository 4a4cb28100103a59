import { routes } from '@souk/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context.ts';
import { serve } from '../../lib/serve.ts';
import { formRateLimit } from '../../plugins/rate-limit.ts';
import { createFirstStaff } from './first-staff.ts';
import { activeStaffExists } from './queries.ts';

const { setup } = routes;

/** A fresh install's first run: the setup page's state and the first platform staff account. */
export function setupRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  const { db } = ctx;
  return async (app) => {
    // Open while no staff can sign in; whether a link is good only its use tells.
    serve(app, db, setup.status, async () => ({ message: 'Setup', data: { open: !(await activeStaffExists(db)) } }));

    serve(
      app,
      db,
      setup.createStaff,
      async (request) => ({
        message: 'Staff account created. You can sign in now.',
        data: await createFirstStaff(ctx, request.body),
      }),
      { config: formRateLimit },
    );
  };
}
