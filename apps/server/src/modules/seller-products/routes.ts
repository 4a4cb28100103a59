import { MAX_PRODUCT_IMAGES, PRODUCT_IMAGE_MAX_BYTES, routes } from '@souk/contract';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../app-context.ts';
import { serve } from '../../lib/serve.ts';
import { authUser } from '../../plugins/auth.ts';
import { registerMultipartBody } from '../../plugins/multipart-body.ts';
import { shopOwnerId } from '../../plugins/support-view.ts';
import { sellerShopId } from '../seller/service.ts';
import { bulkUpdate } from './bulk.ts';
import { duplicateProduct } from './duplicate.ts';
import { productFormChoices } from './form-choices.ts';
import { imagesField } from './image-upload.ts';
import { chooseThumbnail, deleteImage, orderImages, uploadImages } from './images.ts';
import { productTable } from './list.ts';
import { ownedProduct } from './product.ts';
import { createProduct, updateProduct } from './save.ts';

const { sellerProducts } = routes;

/**
 * The upload route with its file field, read as the files themselves. The contract's route has
 * no body (a multipart form, whose files are checked by their bytes), so the server adds it
 * when it registers the route.
 */
const uploadImagesRoute = {
  ...sellerProducts.uploadImages,
  body: z.object({ images: imagesField }).transform((form) => form.images),
};

/** The owner's catalogue: a shop owner's bearer token, every query scoped to that owner's shop. */
export function sellerProductRoutes(context: AppContext): FastifyPluginAsyncZod {
  const { db } = context;
  const shopOf = (request: FastifyRequest) => sellerShopId(db, authUser(request).id);
  return async (app) => {
    serve(app, db, sellerProducts.products, async (request) => ({
      message: 'Products',
      data: await productTable(context, shopOwnerId(request), request.query),
    }));

    serve(app, db, sellerProducts.product, async (request) => ({
      message: 'Product',
      data: { product: await ownedProduct(db, await sellerShopId(db, shopOwnerId(request)), request.params.id) },
    }));

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

    // Multipart only here: the form becomes the body, validated like JSON. One file more than
    // allowed is still read, so "too many" is a 422 on the field, not a 413.
    await app.register(async (scope) => {
      const limits = { fileSize: PRODUCT_IMAGE_MAX_BYTES, files: MAX_PRODUCT_IMAGES + 1, fields: 5 };
      await registerMultipartBody(scope, limits);
      serve(scope.withTypeProvider<ZodTypeProvider>(), db, uploadImagesRoute, async (request) => {
        const uploader = { userId: authUser(request).id, address: request.ip };
        return {
          message: 'Pictures added.',
          data: await uploadImages(context, uploader, await shopOf(request), request.params.id, request.body),
        };
      });
    });

    serve(app, db, sellerProducts.orderImages, async (request) => ({
      message: 'Pictures reordered.',
      data: await orderImages(context, await shopOf(request), request.params.id, request.body.ids),
    }));

    serve(app, db, sellerProducts.deleteImage, async (request) => ({
      message: 'Picture deleted.',
      data: await deleteImage(context, await shopOf(request), request.params.id, request.params.image_id),
    }));

    serve(app, db, sellerProducts.chooseThumbnail, async (request) => ({
      message: 'Card picture chosen.',
      data: await chooseThumbnail(context, await shopOf(request), request.params.id, request.params.image_id),
    }));
  };
}
