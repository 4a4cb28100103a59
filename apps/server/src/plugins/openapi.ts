import swagger from '@fastify/swagger';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';
import { z } from 'zod';

/** Where the API document is served; docs/openapi.json is the same document, committed. */
export const OPENAPI_PATH = '/api/openapi.json';

type TransformInput = Parameters<typeof jsonSchemaTransform>[0];
type MediaResponse = { content: Record<string, { schema: z.ZodType }> };

const isMedia = (response: unknown): response is MediaResponse =>
  typeof response === 'object' && response !== null && 'content' in response;

/**
 * The zod transform, and a route answering another media type (lib/serve.ts: `media`) as
 * OpenAPI writes it: the transform reads only JSON answers' schemas.
 */
function transform(input: TransformInput) {
  const responses = Object.entries((input.schema?.response ?? {}) as Record<string, unknown>);
  const json = Object.fromEntries(responses.filter(([, response]) => !isMedia(response)));
  const done = jsonSchemaTransform({ ...input, schema: { ...input.schema, response: json } });
  const media = responses.flatMap(([status, response]) =>
    isMedia(response)
      ? [
          [
            status,
            {
              content: Object.fromEntries(
                Object.entries(response.content).map(([type, { schema }]) => [
                  type,
                  { schema: z.toJSONSchema(schema, { io: 'output', unrepresentable: 'any' }) },
                ]),
              ),
            },
          ],
        ]
      : [],
  );
  const schema = done.schema as { response?: Record<string, unknown> };
  return { ...done, schema: { ...schema, response: { ...schema.response, ...Object.fromEntries(media) } } };
}

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
        ? transform(input)
        : { schema: { ...input.schema, hide: true }, url: input.url },
    transformObject: jsonSchemaTransformObject,
  });
  app.get(OPENAPI_PATH, { schema: { hide: true } }, async () => app.swagger());
}
