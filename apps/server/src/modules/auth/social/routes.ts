import { socialProviderParamSchema, socialTokenBodySchema } from '@souk/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../../app-context.ts';
import { socialSignIn } from './sign-in.ts';

export function socialRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/auth/:provider/token',
      { schema: { params: socialProviderParamSchema, body: socialTokenBodySchema } },
      async (request) => ({
        message: 'Login Successful',
        data: await socialSignIn(ctx, request.params.provider, request.body),
      }),
    );
  };
}
