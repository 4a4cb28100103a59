import { addressBodySchema, addressIdParamSchema } from '@souk/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context.ts';
import { authUser, requireAuth } from '../../plugins/auth.ts';
import { addresses, deleteAddress, showAddress, storeAddress, updateAddress } from './service.ts';

/** Saved delivery addresses; another customer's address answers 404 on every call. */
export function addressRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.addHook('onRequest', requireAuth(ctx.db, 'customer'));
    const params = addressIdParamSchema;

    app.get('/addresses', async (request) => ({
      message: 'Addresses',
      data: await addresses(ctx, authUser(request).id),
    }));

    app.get('/address/:id', { schema: { params } }, async (request) => ({
      message: 'Address',
      data: { address: await showAddress(ctx, authUser(request).id, request.params.id) },
    }));

    app.post('/address/store', { schema: { body: addressBodySchema } }, async (request) => ({
      message: 'Address saved successfully.',
      data: { address: await storeAddress(ctx, authUser(request).id, request.body) },
    }));

    app.post('/address/:id/update', { schema: { params, body: addressBodySchema } }, async (request) => ({
      message: 'Address updated successfully.',
      data: { address: await updateAddress(ctx, authUser(request).id, request.params.id, request.body) },
    }));

    app.delete('/address/:id/delete', { schema: { params } }, async (request) => {
      await deleteAddress(ctx, authUser(request).id, request.params.id);
      return { message: 'Address deleted successfully.' };
    });
  };
}
