import { routes } from '@souk/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context.ts';
import { serve } from '../../lib/serve.ts';
import { authUser } from '../../plugins/auth.ts';
import { accountsPage } from './read.ts';
import { saveAccounts } from './save.ts';

const { staffAccounts } = routes;

/**
 * Platform staff's account settings: registration and reset codes, phone rules, social sign-in
 * per provider and reCAPTCHA (a staff token; a shop owner's is refused 403, a shopper's 401).
 */
export function staffAccountRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  const { db, config } = ctx;
  return async (app) => {
    serve(app, db, staffAccounts.accounts, async () => ({
      message: 'Account settings',
      data: await accountsPage(db, config),
    }));

    serve(app, db, staffAccounts.update, async (request) => {
      const changed = await saveAccounts(ctx, authUser(request).id, request.body);
      return {
        message: changed ? 'Account settings saved.' : 'Nothing changed.',
        data: await accountsPage(db, config),
      };
    });
  };
}
