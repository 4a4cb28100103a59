import { routes } from '@souk/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context.ts';
import { serve } from '../../lib/serve.ts';
import { authUser } from '../../plugins/auth.ts';
import { bannersView } from './banner-read.ts';
import { moveBanner, removeBanner, saveBanner } from './banner-write.ts';
import { approveRequest, declineRequest } from './decide.ts';
import { flashRequestsPage, flashRequestView } from './request-read.ts';
import { flashEntriesPage, flashSalePage, flashSalesPage } from './sale-read.ts';
import { saveFlashSale } from './sale-save.ts';
import { registerUploadRoutes } from './upload-routes.ts';

const { staffPromotions: at } = routes;

/**
 * Platform staff's banners and ads, and flash sales with the shops’ products in them (a staff
 * token; a shop owner's is refused 403, a shopper's 401).
 */
export function staffPromotionsRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  const { db } = ctx;
  const banners = async (message: string) => ({ message, data: await bannersView(db) });
  return async (app) => {
    serve(app, db, at.banners, () => banners('Banners'));
    serve(app, db, at.updateBanner, async (request) => {
      await saveBanner(ctx, authUser(request).id, request.params.id, request.body);
      return banners('Banner saved.');
    });
    serve(app, db, at.moveBanner, async (request) => {
      await moveBanner(ctx, authUser(request).id, request.params.id, request.body.position);
      return banners('Banner moved.');
    });
    serve(app, db, at.deleteBanner, async (request) => {
      await removeBanner(ctx, authUser(request).id, request.params.id);
      return banners('Banner removed.');
    });

    serve(app, db, at.flashSales, async (request) => ({
      message: 'Flash sales',
      data: await flashSalesPage(ctx, request.query),
    }));
    serve(app, db, at.flashSale, async (request) => ({
      message: 'Flash sale',
      data: await flashSalePage(ctx, request.params.id),
    }));
    serve(app, db, at.updateFlashSale, async (request) => {
      const { id } = request.params;
      const changed = await saveFlashSale(ctx, authUser(request).id, id, request.body);
      return { message: changed ? 'Flash sale saved.' : 'Nothing changed.', data: await flashSalePage(ctx, id) };
    });
    serve(app, db, at.flashSaleEntries, async (request) => ({
      message: 'Flash sale products',
      data: await flashEntriesPage(db, request.params.id, request.query),
    }));

    serve(app, db, at.flashRequests, async (request) => ({
      message: 'Flash sale requests',
      data: await flashRequestsPage(ctx, request.query),
    }));
    serve(app, db, at.approveRequest, async (request) => {
      const { id } = request.params;
      await approveRequest(ctx, authUser(request).id, id);
      return { message: 'Request approved.', data: { request: await flashRequestView(ctx, id) } };
    });
    serve(app, db, at.declineRequest, async (request) => {
      const { id } = request.params;
      await declineRequest(ctx, authUser(request).id, id, request.body.reason);
      return { message: 'Request declined.', data: { request: await flashRequestView(ctx, id) } };
    });

    await registerUploadRoutes(app, ctx);
  };
}
