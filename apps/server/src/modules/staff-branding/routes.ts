import { BRANDING_IMAGE_MAX_BYTES, routes } from '@souk/contract';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../app-context.ts';
import { serve } from '../../lib/serve.ts';
import { authUser } from '../../plugins/auth.ts';
import { registerMultipartBody } from '../../plugins/multipart-body.ts';
import { brandingImageField, replaceBrandingImage } from './images.ts';
import { brandingPage } from './read.ts';
import { saveBranding } from './save.ts';

const { staffBranding } = routes;

/**
 * The picture routes with their file field (named as the setting), read as the upload itself.
 * The contract's routes have no body (a multipart form, whose file is checked by its bytes), so
 * the server adds it when it registers them.
 */
const UPLOADS = [
  { key: 'web_logo', route: staffBranding.uploadLogo, saved: 'Logo saved.' },
  { key: 'web_footer_logo', route: staffBranding.uploadFooterLogo, saved: 'Footer logo saved.' },
  { key: 'footer_qr', route: staffBranding.uploadQr, saved: 'QR picture saved.' },
] as const;

/** Platform staff's branding and theme (a staff token; a shop owner's is refused 403, a shopper's 401). */
export function staffBrandingRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  const { db } = ctx;
  return async (app) => {
    serve(app, db, staffBranding.branding, async () => ({
      message: 'Branding',
      data: await brandingPage(db),
    }));

    serve(app, db, staffBranding.update, async (request) => {
      const changed = await saveBranding(ctx, authUser(request).id, request.body);
      return { message: changed ? 'Branding saved.' : 'Nothing changed.', data: await brandingPage(db) };
    });

    for (const { key, route, saved } of UPLOADS) {
      // Multipart only here: the form becomes the body, validated like JSON.
      await app.register(async (scope) => {
        await registerMultipartBody(scope, { fileSize: BRANDING_IMAGE_MAX_BYTES, files: 1, fields: 5 });
        const body = z.object({ [key]: brandingImageField(key) }).transform((form) => form[key]!);
        serve(scope.withTypeProvider<ZodTypeProvider>(), db, { ...route, body }, async (request) => {
          const uploader = { userId: authUser(request).id, address: request.ip };
          await replaceBrandingImage(ctx, uploader, key, request.body);
          return { message: saved, data: await brandingPage(db) };
        });
      });
    }
  };
}
