import { routes } from '@souk/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context.ts';
import { serve } from '../../lib/serve.ts';
import { avatarSvg } from './avatar.ts';

/**
 * `GET /avatar.svg?initials=`: the picture a user without a photo has (`profile_photo` is always
 * a URL, as the original storefront shows it without a check). The same initials always draw
 * the same picture, so it is cached for a year.
 */
export function avatarRoutes({ db }: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    serve(app, db, routes.avatar.avatar, async (request, reply) => {
      reply.type('image/svg+xml').header('cache-control', 'public, max-age=31536000, immutable');
      return avatarSvg(request.query.initials ?? '');
    });
  };
}
