import compress from '@fastify/compress';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { AppContext } from './app-context.ts';
import { blogRoutes } from './modules/blog/routes.ts';
import { catalogRoutes } from './modules/catalog/routes.ts';
import { pagesRoutes } from './modules/pages/routes.ts';
import { sellerRoutes } from './modules/seller/routes.ts';
import { settingsRoutes } from './modules/settings/routes.ts';
import { shopRoutes } from './modules/shop/routes.ts';
import { registerAuth } from './plugins/auth.ts';
import { registerErrorHandler } from './plugins/errors.ts';
import { registerRateLimit } from './plugins/rate-limit.ts';
import { registerResponseCache } from './plugins/response-cache.ts';
import { registerSecurityHeaders } from './plugins/security.ts';
import { registerStaticFiles } from './plugins/static-files.ts';

/** Builds the whole server: plugins, then the API modules under /api, then static files. Tests use it too. */
export async function buildApp(context: AppContext): Promise<FastifyInstance> {
  const { config } = context;
  const app = Fastify({
    logger: config.LOG_LEVEL === 'silent' ? false : { level: config.LOG_LEVEL },
    bodyLimit: 1024 * 1024,
    // Behind a proxy the client address comes from X-Forwarded-For (rate limits need it).
    trustProxy: true,
    routerOptions: { ignoreTrailingSlash: true },
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);
  registerAuth(app);
  await registerSecurityHeaders(app, config);
  // Before compression, so the cache keeps (and ETags hash) the plain JSON.
  registerResponseCache(app, config.RESPONSE_CACHE_SECONDS);
  await app.register(compress, { global: true, threshold: 1024 });
  await registerRateLimit(app);

  await app.register(
    async (api) => {
      await api.register(settingsRoutes(context));
      await api.register(catalogRoutes(context));
      await api.register(shopRoutes(context));
      await api.register(blogRoutes(context));
      await api.register(pagesRoutes(context));
      await api.register(sellerRoutes(context));
    },
    { prefix: '/api' },
  );
  await registerStaticFiles(app, config);
  return app;
}
