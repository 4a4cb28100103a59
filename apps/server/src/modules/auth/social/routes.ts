import { routes } from '@souk/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../../app-context.ts';
import { serve } from '../../../lib/serve.ts';
import { socialSignIn } from './sign-in.ts';

/** Sign-in with a social provider's code or token, answered like a password login. */
export function socialRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    serve(app, ctx.db, routes.auth.socialSignIn, async (request) => ({
      message: 'Login Successful',
      data: await socialSignIn(ctx, request.params.provider, request.body),
    }));
  };
}
