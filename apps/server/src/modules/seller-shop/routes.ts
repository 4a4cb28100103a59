import { routes } from '@souk/contract';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../app-context.ts';
import { serve } from '../../lib/serve.ts';
import { authUser } from '../../plugins/auth.ts';
import { registerMultipartBody } from '../../plugins/multipart-body.ts';
import { shopOwnerId } from '../../plugins/support-view.ts';
import { sellerShopId } from '../seller/service.ts';
import { pictureField, replacePicture, SHOP_PICTURES } from './pictures.ts';
import { shopProfile } from './profile.ts';
import { saveShopProfile } from './save.ts';

const { sellerShop } = routes;

/**
 * The upload routes with their file field, read as the upload itself. The contract's routes
 * have no body (a multipart form, whose file is checked by its bytes), so the server adds it
 * when it registers them.
 */
const UPLOADS = [
  {
    picture: 'logo',
    route: { ...sellerShop.uploadLogo, body: z.object({ logo: pictureField('logo') }).transform((form) => form.logo) },
    saved: 'Logo saved.',
  },
  {
    picture: 'banner',
    route: {
      ...sellerShop.uploadBanner,
      body: z.object({ banner: pictureField('banner') }).transform((form) => form.banner),
    },
    saved: 'Banner saved.',
  },
] as const;

/** The owner's shop profile: a shop owner's bearer token, every call on that owner's own shop. */
export function sellerShopRoutes(context: AppContext): FastifyPluginAsyncZod {
  const { db } = context;
  return async (app) => {
    serve(app, db, sellerShop.profile, async (request) => ({
      message: 'Shop profile',
      data: await shopProfile(context, await sellerShopId(db, shopOwnerId(request))),
    }));

    serve(app, db, sellerShop.update, async (request) => ({
      message: 'Shop profile saved.',
      data: await saveShopProfile(context, await sellerShopId(db, authUser(request).id), request.body),
    }));

    for (const { picture, route, saved } of UPLOADS) {
      // Multipart only here: the form becomes the body, validated like JSON.
      await app.register(async (scope) => {
        await registerMultipartBody(scope, { fileSize: SHOP_PICTURES[picture].maxBytes, files: 1, fields: 5 });
        serve(scope.withTypeProvider<ZodTypeProvider>(), db, route, async (request) => {
          const owner = authUser(request).id;
          const shopId = await sellerShopId(db, owner);
          const uploader = { userId: owner, address: request.ip };
          return { message: saved, data: await replacePicture(context, uploader, shopId, picture, request.body) };
        });
      });
    }
  };
}
