import { routes } from '@souk/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context.ts';
import { serve } from '../../lib/serve.ts';
import { publicCache } from '../../plugins/response-cache.ts';
import { optionalCustomerId } from '../../plugins/auth.ts';
import { flashSaleDetails } from './flash-sale-details.ts';
import { productDetails } from './product-details.ts';
import { listProducts } from './product-list.ts';
import { listReviews } from './reviews.ts';
import { catalogScope } from './scope.ts';
import { listBanners } from './queries.ts';
import { flashSales, pagedCategories, subCategories } from './service.ts';

const { catalog } = routes;
const cached = { config: publicCache };

export function catalogRoutes(context: AppContext): FastifyPluginAsyncZod {
  const { db } = context;
  return async (app) => {
    serve(
      app,
      db,
      catalog.banners,
      async () => ({ message: 'Banners', data: { banners: await listBanners(db, 'slider') } }),
      cached,
    );

    serve(
      app,
      db,
      catalog.categories,
      async (request) => ({
        message: 'Categories',
        data: await pagedCategories(db, { page: request.query.page ?? 1, per_page: request.query.per_page ?? 100 }),
      }),
      cached,
    );

    serve(
      app,
      db,
      catalog.subCategories,
      async (request) => ({
        message: 'Sub-categories',
        data: await subCategories(db, request.query.category_id),
      }),
      cached,
    );

    // `/best-deal` and `/most-popular` are the lists of the original's pages of those names: the
    // same list in the order they are named for, whatever `sort_type` says.
    const lists = [
      [catalog.products, undefined],
      [catalog.categoryProducts, undefined],
      [catalog.bestDeal, 'top_selling'],
      [catalog.mostPopular, 'popular_product'],
    ] as const;
    for (const [list, sort] of lists) {
      serve(
        app,
        db,
        list,
        async (request) => {
          const query = sort ? { ...request.query, sort_type: sort } : request.query;
          const customerId = await optionalCustomerId(db, request);
          return { message: 'Products', data: await listProducts(db, query, await catalogScope(context), customerId) };
        },
        cached,
      );
    }

    serve(
      app,
      db,
      catalog.productDetails,
      async (request) => ({
        message: 'Product details',
        data: await productDetails(
          db,
          await catalogScope(context),
          request.query.product_id,
          await optionalCustomerId(db, request),
        ),
      }),
      cached,
    );

    serve(
      app,
      db,
      catalog.reviews,
      async (request) => ({
        message: 'Reviews',
        data: await listReviews(db, await catalogScope(context), request.query),
      }),
      cached,
    );

    serve(
      app,
      db,
      catalog.flashSales,
      async () => ({ message: 'Flash sales', data: await flashSales(context) }),
      cached,
    );

    serve(
      app,
      db,
      catalog.flashSaleDetails,
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
      cached,
    );
  };
}
