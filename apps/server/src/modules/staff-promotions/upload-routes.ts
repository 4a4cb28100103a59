import {
  PROMOTION_IMAGE_MAX_BYTES,
  routes,
  staffBannerCreateBodySchema,
  staffFlashSaleBodySchema,
} from '@souk/contract';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../app-context.ts';
import { serve, type ZodApp } from '../../lib/serve.ts';
import { authUser } from '../../plugins/auth.ts';
import { registerMultipartBody } from '../../plugins/multipart-body.ts';
import { bannersView } from './banner-read.ts';
import { createBanner, replaceBannerImage } from './banner-write.ts';
import { thumbnailField } from './pictures.ts';
import { flashSalePage } from './sale-read.ts';
import { createFlashSale, replaceFlashSaleImage } from './sale-save.ts';

const { staffPromotions: at } = routes;

/** A form's `translations.{language}` fields as the one `translations` object the schema reads. */
function nestTranslations(form: unknown): unknown {
  if (typeof form !== 'object' || form === null || Array.isArray(form)) return form;
  const translations: Record<string, unknown> = {};
  const rest: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(form)) {
    if (key.startsWith('translations.')) translations[key.slice('translations.'.length)] = value;
    else rest[key] = value;
  }
  return Object.keys(translations).length > 0 ? { ...rest, translations } : rest;
}

const picture = z.object({ thumbnail: thumbnailField });

/**
 * The routes that take a multipart form with a picture: adding a banner or a sale, and replacing
 * either's picture. The contract's routes have no body (a form whose file is checked by its
 * bytes); the form's fields are checked here by the same schemas as the JSON routes'.
 */
export async function registerUploadRoutes(app: ZodApp, ctx: AppContext): Promise<void> {
  const { db } = ctx;
  const uploaderOf = (request: { ip: string }, staffId: number) => ({ userId: staffId, address: request.ip });
  await app.register(async (plugin) => {
    await registerMultipartBody(plugin, { fileSize: PROMOTION_IMAGE_MAX_BYTES, files: 1, fields: 20 });
    const scope = plugin.withTypeProvider<ZodTypeProvider>();

    serve(scope, db, { ...at.createBanner, body: staffBannerCreateBodySchema.and(picture) }, async (request) => {
      await createBanner(ctx, uploaderOf(request, authUser(request).id), request.body);
      return { message: 'Banner added.', data: await bannersView(db) };
    });

    serve(scope, db, { ...at.uploadBannerImage, body: picture }, async (request) => {
      const uploader = uploaderOf(request, authUser(request).id);
      await replaceBannerImage(ctx, uploader, request.params.id, request.body.thumbnail);
      return { message: 'Picture saved.', data: await bannersView(db) };
    });

    const saleForm = z.preprocess(nestTranslations, staffFlashSaleBodySchema.and(picture));
    serve(scope, db, { ...at.createFlashSale, body: saleForm }, async (request) => {
      const id = await createFlashSale(ctx, uploaderOf(request, authUser(request).id), request.body);
      return { message: 'Flash sale added.', data: await flashSalePage(ctx, id) };
    });

    serve(scope, db, { ...at.uploadFlashSaleImage, body: picture }, async (request) => {
      const { id } = request.params;
      await replaceFlashSaleImage(ctx, uploaderOf(request, authUser(request).id), id, request.body.thumbnail);
      return { message: 'Picture saved.', data: await flashSalePage(ctx, id) };
    });
  });
}
