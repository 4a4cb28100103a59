import { routes } from '@souk/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context.ts';
import { serve } from '../../lib/serve.ts';
import { publicCache } from '../../plugins/response-cache.ts';
import { formRateLimit } from '../../plugins/rate-limit.ts';
import { contactDetails, legalPage, storeSupportMessage } from './service.ts';

const { pages } = routes;

export function pagesRoutes(context: AppContext): FastifyPluginAsyncZod {
  const { db } = context;
  return async (app) => {
    serve(
      app,
      db,
      pages.legalPage,
      async (request) => ({
        message: 'Page',
        data: await legalPage(db, request.params.slug),
      }),
      { config: publicCache },
    );

    serve(
      app,
      db,
      pages.contactUs,
      async () => ({
        message: 'Contact details',
        data: await contactDetails(db),
      }),
      { config: publicCache },
    );

    // The answer is the thanks alone (`data` stays out of the body, as it always has).
    serve(
      app,
      db,
      pages.sendSupportMessage,
      async (request) => {
        await storeSupportMessage(context, request.body);
        return { message: 'Thank you! Your message has been sent. We will get back to you soon.', data: undefined };
      },
      { config: formRateLimit },
    );
  };
}
