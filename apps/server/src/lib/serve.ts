import { type Access, type Route, envelope, errorBodySchema, tokenRequired } from '@souk/contract';
import type { FastifyContextConfig, FastifyReply, FastifyRequest, RouteShorthandOptions } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Readable } from 'node:stream';
import type { z } from 'zod';
import type { Db } from '../db/database.ts';
import { requireAuth, requireSomeToken, requireStaff } from '../plugins/auth.ts';
import { requireShopSide } from '../plugins/support-view.ts';

/** The Fastify instance a route plugin gets (zod schemas as its type provider). */
export type ZodApp = Parameters<FastifyPluginAsyncZod>[0];

type Output<Schema> = Schema extends z.ZodType ? z.output<Schema> : unknown;

/** A request to `R`, its parameters, query and body as the route's schemas parse them. */
export type RouteRequest<R extends Route> = FastifyRequest<{
  Params: Output<R['params']>;
  Querystring: Output<R['query']>;
  Body: Output<R['body']>;
}>;

/**
 * What a handler answers: the success envelope, its data as the route describes it (a `bare`
 * route: the data alone; one with a `media` type may answer a stream of it, sent as it is read).
 */
export type Answer<R extends Route> = R['bare'] extends true
  ? z.input<R['data']> | (R['media'] extends string ? Readable : never)
  : { message: string; data: z.input<R['data']> };

interface ServeOptions {
  config?: FastifyContextConfig;
  preHandler?: RouteShorthandOptions['preHandler'];
  /** The handler gets a refused request as `request.validationError` (to add its own checks' errors). */
  attachValidation?: boolean;
}

/** Statuses answered with the error envelope: any refusal and any failure. */
const failures = { '4xx': errorBodySchema, '5xx': errorBodySchema };

/** The success answer's schema: the envelope, the bare data, or the data in its own media type. */
function success(route: Route) {
  if (route.media) return { content: { [route.media]: { schema: route.data } } };
  return route.bare ? route.data : envelope(route.data);
}

/**
 * The check a route's access puts before everything else: a customer's or a shop owner's token
 * (or staff's, reading a shop in the support view); for `account`, that there is a token (its
 * handler looks up whose it is, as either may call).
 */
function tokenCheck(db: Db, access: Access) {
  if (access === 'customer') return requireAuth(db, access);
  if (access === 'seller') return requireShopSide(db);
  if (access === 'staff') return requireStaff(db);
  return access === 'account' ? requireSomeToken : undefined;
}

/**
 * Registers `route` from its contract entry: the request is checked by its schemas, callers
 * are admitted by its access (a customer's or a shop owner's token), and the answer is checked
 * against its data where responses are validated (app.ts). The same entry documents it
 * (docs/openapi.json).
 */
export function serve<R extends Route>(
  app: ZodApp,
  db: Db,
  route: R,
  handler: (request: RouteRequest<R>, reply: FastifyReply) => Promise<Answer<R>>,
  options: ServeOptions = {},
): void {
  const { access } = route;
  const check = tokenCheck(db, access);
  app.route({
    method: route.method,
    url: route.path,
    schema: {
      summary: route.summary,
      tags: [route.tag],
      ...(access === 'public' ? {} : { security: tokenRequired(access) ? [{ bearer: [] }] : [{}, { bearer: [] }] }),
      ...(route.params ? { params: route.params } : {}),
      ...(route.query ? { querystring: route.query } : {}),
      ...(route.body ? { body: route.body } : {}),
      response: { 200: success(route), ...failures, ...route.failures },
    },
    ...(check ? { onRequest: check } : {}),
    ...(options.config ? { config: options.config } : {}),
    ...(options.preHandler ? { preHandler: options.preHandler } : {}),
    ...(options.attachValidation ? { attachValidation: true } : {}),
    handler: handler as (request: FastifyRequest, reply: FastifyReply) => Promise<unknown>,
  });
}
