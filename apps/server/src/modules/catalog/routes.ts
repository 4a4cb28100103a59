import {
  flashSaleDetailsQuerySchema,
  homeQuerySchema,
  idSchema,
  paginationQuerySchema,
  productDetailsQuerySchema,
  productsQuerySchema,
  reviewsQuerySchema,
  subCategoriesQuerySchema,
} from '@souk/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../app-context.ts';
import { publicCache } from '../../plugins/response-cache.ts';
import { optionalCustomerId } from '../../plugins/auth.ts';
import { flashSaleDetails } from './flash-sale-details.ts';
import { productDetails } from './product-details.ts';
import { listProducts } from './product-list.ts';
import { listReviews } from './reviews.ts';
import { catalogScope } from './scope.ts';
import { flashSales, homeData, listBanners, pagedCategories, subCategories } from './service.ts';

export function catalogRoutes(context: AppContext): FastifyPluginAsyncZod {
  const { db } = context;
  return async (app) => {
    app.get('/home', { config: publicCache, schema: { querystring: homeQuerySchema } }, async (request) => ({
      message: 'Home',
      data: await homeData(db, await catalogScope(context), request.query, await optionalCustomerId(db, request)),
    }));

    app.get('/banners', { config: publicCache }, async () => ({
      message: 'Banners',
      data: { banners: await listBanners(db, 'slider') },
    }));

    app.get(
      '/categories',
      { config: publicCache, schema: { querystring: paginationQuerySchema.partial() } },
      async (request) => ({
        message: 'Categories',
        data: await pagedCategories(db, { page: request.query.page ?? 1, per_page: request.query.per_page ?? 100 }),
      }),
    );

    app.get(
      '/sub-categories',
      { config: publicCache, schema: { querystring: subCategoriesQuerySchema } },
      async (request) => ({
        message: 'Sub-categories',
        data: await subCategories(db, request.query.category_id),
      }),
    );

    // `/best-deal` and `/most-popular` are the lists of the original's pages of those names: the
    // same list in the order they are named for, whatever `sort_type` says.
    const lists = [
      ['/products', undefined],
      ['/category-products', undefined],
      ['/best-deal', 'top_selling'],
      ['/most-popular', 'popular_product'],
    ] as const;
    for (const [path, sort] of lists) {
      app.get(path, { config: publicCache, schema: { querystring: productsQuerySchema } }, async (request) => {
        const query = sort ? { ...request.query, sort_type: sort } : request.query;
        const customerId = await optionalCustomerId(db, request);
        return { message: 'Products', data: await listProducts(db, query, await catalogScope(context), customerId) };
      });
    }

    app.get(
      '/product-details',
      { config: publicCache, schema: { querystring: productDetailsQuerySchema } },
      async (request) => ({
        message: 'Product details',
        data: await productDetails(
          db,
          await catalogScope(context),
          request.query.product_id,
          await optionalCustomerId(db, request),
        ),
      }),
    );

    app.get('/reviews', { config: publicCache, schema: { querystring: reviewsQuerySchema } }, async (request) => ({
      message: 'Reviews',
      data: await listReviews(db, await catalogScope(context), request.query),
    }));

    app.get('/flash-sales', { config: publicCache }, async () => ({
      message: 'Flash sales',
      data: await flashSales(db),
    }));

    app.get(
      '/flash-sale/:id/details',
      { config: publicCache, schema: { params: z.object({ id: idSchema }), querystring: flashSaleDetailsQuerySchema } },
      async (request) => ({
        message: 'Flash sale',
        data: await flashSaleDetails(
          db,
          await catalogScope(context),
          request.params.id,
          request.query,
          await optionalCustomerId(db, request),
        ),
      }),
    );
  };
}
