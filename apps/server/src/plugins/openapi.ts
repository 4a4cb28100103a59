import swagger from '@fastify/swagger';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';

/** Where the API document is served; docs/openapi.json is the same document, committed. */
export const OPENAPI_PATH = '/api/openapi.json';

/**
 * The API document (OpenAPI 3.1), generated from the routes as registered (lib/serve.ts gives
 * each its contract entry's schemas). Only `/api` routes are in it: robots.txt, the sitemaps,
 * pages and files are not API.
 */
export async function registerOpenApi(app: FastifyInstance): Promise<void> {
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Souk API',
        version: '1',
        description:
          'The storefront API of Souk. Successes answer `{ message, data }`; failures answer `{ message, errors? }`, ' +
          'a refused request (422) with each field’s messages under `errors`.',
      },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } } },
    },
    transform: (input) =>
      input.url.startsWith('/api/') && input.url !== OPENAPI_PATH
        ? jsonSchemaTransform(input)
        : { schema: { ...input.schema, hide: true }, url: input.url },
    transformObject: jsonSchemaTransformObject,
  });
  app.get(OPENAPI_PATH, { schema: { hide: true } }, async () => app.swagger());
}
