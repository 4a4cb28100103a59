import { routes } from '@souk/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context.ts';
import { serve } from '../../lib/serve.ts';
import { authUser } from '../../plugins/auth.ts';
import { addresses, deleteAddress, showAddress, storeAddress, updateAddress } from './service.ts';

const { addresses: at } = routes;

/** Saved delivery addresses; another customer's address answers 404 on every call. */
export function addressRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  const { db } = ctx;
  return async (app) => {
    serve(app, db, at.list, async (request) => ({
      message: 'Addresses',
      data: await addresses(ctx, authUser(request).id),
    }));

    serve(app, db, at.show, async (request) => ({
      message: 'Address',
      data: { address: await showAddress(ctx, authUser(request).id, request.params.id) },
    }));

    serve(app, db, at.store, async (request) => ({
      message: 'Address saved successfully.',
      data: { address: await storeAddress(ctx, authUser(request).id, request.body) },
    }));

    serve(app, db, at.update, async (request) => ({
      message: 'Address updated successfully.',
      data: { address: await updateAddress(ctx, authUser(request).id, request.params.id, request.body) },
    }));

    serve(app, db, at.delete, async (request) => {
      await deleteAddress(ctx, authUser(request).id, request.params.id);
      return { message: 'Address deleted successfully.', data: undefined };
    });
  };
}
