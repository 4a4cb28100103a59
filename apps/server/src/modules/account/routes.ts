import { PROFILE_PHOTO_MAX_BYTES, routes, updateProfileBodySchema } from '@souk/contract';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context.ts';
import { serve } from '../../lib/serve.ts';
import { authUser } from '../../plugins/auth.ts';
import { registerMultipartBody } from '../../plugins/multipart-body.ts';
import { dashboard } from './dashboard.ts';
import { changePassword } from './password-change.ts';
import { profilePhotoField } from './photo.ts';
import { profile, updateProfile } from './profile.ts';
import { recentlyViewed } from './recently-viewed.ts';

const { account } = routes;

/**
 * The form's fields and its photo. The contract's route has no body (it is a multipart form, and
 * the photo's check reads its bytes), so the server adds this one when it registers the route.
 */
const updateProfileRoute = {
  ...account.updateProfile,
  body: updateProfileBodySchema.extend({ profile_photo: profilePhotoField.optional() }),
};

/** The signed-in customer's own account: profile, photo, password, dashboard, recently viewed. */
export function accountRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  const { db } = ctx;
  return async (app) => {
    serve(app, db, account.profile, async (request) => ({
      message: 'Profile',
      data: { user: await profile(ctx, authUser(request).id) },
    }));

    // Multipart only here: the form becomes the body, validated like JSON.
    await app.register(async (scope) => {
      await registerMultipartBody(scope, { fileSize: PROFILE_PHOTO_MAX_BYTES, files: 1, fields: 20 });
      serve(scope.withTypeProvider<ZodTypeProvider>(), db, updateProfileRoute, async (request) => ({
        message: 'Profile updated successfully.',
        data: { user: await updateProfile(ctx, { userId: authUser(request).id, address: request.ip }, request.body) },
      }));
    });

    serve(app, db, account.changePassword, async (request) => {
      await changePassword(ctx, authUser(request), request.body, request.ip);
      return { message: 'Password changed successfully.', data: undefined };
    });

    serve(app, db, account.dashboard, async (request) => ({
      message: 'Dashboard',
      data: await dashboard(ctx, authUser(request).id),
    }));

    serve(app, db, account.recentlyViewed, async (request) => ({
      message: 'Recently viewed products',
      data: { products: await recentlyViewed(ctx, authUser(request).id) },
    }));
  };
}
