import { routes } from '@souk/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context.ts';
import { serve } from '../../lib/serve.ts';
import { authUser } from '../../plugins/auth.ts';
import { customerPage } from './detail.ts';
import { customerTable } from './list.ts';
import { setCustomerActive, signOutCustomer } from './manage.ts';

const { staffCustomers } = routes;

/** What a change's answer says: done, or why nothing changed. */
function activeMessage(active: boolean, changed: boolean): string {
  if (active) return changed ? 'Customer reactivated: they can sign in again.' : 'This customer is already active.';
  return changed
    ? 'Customer deactivated: every session has ended and they can no longer sign in.'
    : 'This customer is already inactive.';
}

/** Customers for platform staff (a staff token; a shop owner's is refused 403, a shopper's 401). */
export function staffCustomerRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  const { db, clock } = ctx;
  return async (app) => {
    serve(app, db, staffCustomers.customers, async (request) => ({
      message: 'Customers',
      data: await customerTable(db, request.query),
    }));

    serve(app, db, staffCustomers.customer, async (request) => ({
      message: 'Customer',
      data: await customerPage(db, clock, request.params.id),
    }));

    serve(app, db, staffCustomers.setActive, async (request) => {
      const { id } = request.params;
      const { active } = request.body;
      const changed = await setCustomerActive(ctx, authUser(request).id, id, active);
      return { message: activeMessage(active, changed), data: await customerPage(db, clock, id) };
    });

    serve(app, db, staffCustomers.signOut, async (request) => {
      const { id } = request.params;
      await signOutCustomer(ctx, authUser(request).id, id);
      return { message: 'The customer is signed out everywhere.', data: await customerPage(db, clock, id) };
    });
  };
}
