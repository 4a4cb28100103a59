import { changePasswordBodySchema, PROFILE_PHOTO_MAX_BYTES, updateProfileBodySchema } from '@souk/contract';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context.ts';
import { authUser, requireAuth } from '../../plugins/auth.ts';
import { registerMultipartBody } from '../../plugins/multipart-body.ts';
import { dashboard } from './dashboard.ts';
import { changePassword } from './password-change.ts';
import { profilePhotoField } from './photo.ts';
import { profile, updateProfile } from './profile.ts';
import { recentlyViewed } from './recently-viewed.ts';

const updateProfileSchema = updateProfileBodySchema.extend({ profile_photo: profilePhotoField.optional() });

/** The signed-in customer's own account: profile, photo, password, dashboard, recently viewed. */
export function accountRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.addHook('onRequest', requireAuth(ctx.db, 'customer'));

    app.get('/profile', async (request) => ({
      message: 'Profile',
      data: { user: await profile(ctx, authUser(request).id) },
    }));

    // Multipart only here: the form becomes the body, validated like JSON.
    await app.register(async (scope) => {
      await registerMultipartBody(scope, { fileSize: PROFILE_PHOTO_MAX_BYTES, files: 1, fields: 20 });
      const upload = scope.withTypeProvider<ZodTypeProvider>();
      upload.post('/update-profile', { schema: { body: updateProfileSchema } }, async (request) => ({
        message: 'Profile updated successfully.',
        data: { user: await updateProfile(ctx, { userId: authUser(request).id, address: request.ip }, request.body) },
      }));
    });

    app.post('/change-password', { schema: { body: changePasswordBodySchema } }, async (request) => {
      await changePassword(ctx, authUser(request), request.body, request.ip);
      return { message: 'Password changed successfully.' };
    });

    app.get('/dashboard', async (request) => ({
      message: 'Dashboard',
      data: await dashboard(ctx, authUser(request).id),
    }));

    app.get('/recently-views', async (request) => ({
      message: 'Recently viewed products',
      data: { products: await recentlyViewed(ctx, authUser(request).id) },
    }));
  };
}
