import type { z } from 'zod';

export type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/**
 * Who may call a route: anyone (`public`); anyone, a customer's token personalising the answer
 * (`personal`: favourites, a quote's own products); a customer's token (`customer`); a shop
 * owner's token (`seller`); platform staff's seller token (`staff`: a shop owner's is refused
 * with 403); either kind of token (`account`: the realtime authorisation, whose handler tells
 * which it is). The server admits callers by it and the API document says it.
 */
export type Access = 'public' | 'personal' | 'customer' | 'seller' | 'staff' | 'account';

/** Whether a route's access refuses a caller without a token (401). */
export const tokenRequired = (access: Access): boolean =>
  access === 'customer' || access === 'seller' || access === 'staff' || access === 'account';

/**
 * One API route: what it takes and what it answers. Paths are below `/api`, with Fastify's
 * `:name` parameters. A success is the envelope `{ message, data }` (`envelope`) with `data` as
 * described; every failure is the error body (`errorBodySchema`).
 */
/** Where a route is: its method and path (endpoints.ts, free of schemas for the storefront's bundle). */
export interface Endpoint {
  method: Method;
  path: `/${string}`;
}

export interface Route extends Endpoint {
  /** One line for the API document. */
  summary: string;
  /** The area it belongs to (the document's tag). */
  tag: string;
  access: Access;
  params?: z.ZodType;
  query?: z.ZodType;
  body?: z.ZodType;
  /** The success envelope's `data`; with `bare`, the whole answer. */
  data: z.ZodType;
  /**
   * The answer is `data` itself, not the envelope: for protocols whose clients expect their own
   * shape (Pusher's channel authorisation) and for answers that are not JSON (`media`).
   */
  bare?: true;
  /** The answer's media type when it is not JSON (an SVG image); such routes are `bare`. */
  media?: string;
  /** Failures that answer a body of their own instead of the error body (the health check's 503). */
  failures?: Readonly<Record<number, z.ZodType>>;
}

/** A route at `endpoint`: its shape checked, its literal types (method, path, schemas) kept. */
export const route = <const E extends Endpoint, const S extends Omit<Route, keyof Endpoint>>(
  endpoint: E,
  spec: S,
): E & S => ({ ...endpoint, ...spec });

type Input<Schema> = Schema extends z.ZodType ? z.input<Schema> : undefined;

type Parts<R extends Route> = {
  [Part in 'params' | 'query' | 'body' as R[Part] extends z.ZodType ? Part : never]: Input<R[Part]>;
};
type OptionalKeys<T> = { [K in keyof T]: Record<never, never> extends T[K] ? K : never }[keyof T];

/**
 * What a caller sends: the path's parameters, the query and the body, each when the route has
 * one, and optional when all its fields are.
 */
export type RouteInput<R extends Route> = Omit<Parts<R>, OptionalKeys<Parts<R>>> &
  Partial<Pick<Parts<R>, OptionalKeys<Parts<R>>>>;

/** The success envelope's data (a `bare` route's whole answer) as the caller reads it. */
export type RouteData<R extends Route> = z.output<R['data']>;
