import { routes } from '@souk/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context.ts';
import { serve } from '../../lib/serve.ts';
import { authUser } from '../../plugins/auth.ts';
import { sellerShopId } from '../seller/service.ts';
import { bulkUpdate } from './bulk.ts';
import { duplicateProduct } from './duplicate.ts';
import { productFormChoices } from './form-choices.ts';
import { productTable } from './list.ts';
import { ownedProduct } from './product.ts';
import { createProduct, updateProduct } from './save.ts';

const { sellerProducts } = routes;

/** The owner's catalogue: a shop owner's bearer token, every query scoped to that owner's shop. */
export function sellerProductRoutes(context: AppContext): FastifyPluginAsyncZod {
  const { db } = context;
  return async (app) => {
    serve(app, db, sellerProducts.products, async (request) => ({
      message: 'Products',
      data: await productTable(context, authUser(request).id, request.query),
    }));

    serve(app, db, sellerProducts.product, async (request) => {
      const shopId = await sellerShopId(db, authUser(request).id);
      return { message: 'Product', data: { product: await ownedProduct(db, shopId, request.params.id) } };
    });

    serve(app, db, sellerProducts.create, async (request) => ({
      message: 'Product added.',
      data: { product: await createProduct(context, authUser(request).id, request.body) },
    }));

    serve(app, db, sellerProducts.update, async (request) => ({
      message: 'Product saved.',
      data: { product: await updateProduct(context, authUser(request).id, request.params.id, request.body) },
    }));

    serve(app, db, sellerProducts.duplicate, async (request) => ({
      message: 'Product copied.',
      data: { product: await duplicateProduct(context, authUser(request).id, request.params.id) },
    }));

    serve(app, db, sellerProducts.bulk, async (request) => ({
      message: 'Products updated.',
      data: await bulkUpdate(context, authUser(request).id, request.body),
    }));

    serve(app, db, sellerProducts.options, async () => ({
      message: 'Product options',
      data: await productFormChoices(db),
    }));
  };
}
