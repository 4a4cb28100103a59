import { supportBodySchema } from '@souk/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../app-context.ts';
import { publicCache } from '../../plugins/response-cache.ts';
import { formRateLimit } from '../../plugins/rate-limit.ts';
import { contactDetails, legalPage, storeSupportMessage } from './service.ts';

const slugParams = z.object({
  slug: z
    .string()
    .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'must be a page name such as about-us')
    .max(100),
});

export function pagesRoutes({ db }: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.get('/legal-pages/:slug', { config: publicCache, schema: { params: slugParams } }, async (request) => ({
      message: 'Page',
      data: await legalPage(db, request.params.slug),
    }));

    app.get('/contact-us', { config: publicCache }, async () => ({
      message: 'Contact details',
      data: await contactDetails(db),
    }));

    app.post('/support', { schema: { body: supportBodySchema }, config: formRateLimit }, async (request) => {
      await storeSupportMessage(db, request.body);
      return { message: 'Thank you! Your message has been sent. We will get back to you soon.' };
    });
  };
}
