import fc from 'fast-check';
import type { InjectOptions } from 'fastify';
import type { FuzzRoute } from './instrument.ts';
import { asText, hostileValue, pathSegment, smuggledKeys, urlEncode } from './values.ts';

interface ZodLike {
  shape?: Record<string, unknown>;
  options?: unknown[];
  _zod?: { def?: { in?: unknown; innerType?: unknown; left?: unknown; right?: unknown; schema?: unknown } };
}

/** The field names an object schema accepts, looking through wrappers, pipes, unions and intersections. */
export function fieldNames(schema: unknown): string[] {
  const s = schema as ZodLike | undefined;
  if (!s || typeof s !== 'object') return [];
  if (s.shape) return Object.keys(s.shape);
  const def = s._zod?.def;
  const inner = [def?.in, def?.innerType, def?.schema, def?.left, def?.right, ...(s.options ?? [])];
  return [...new Set(inner.flatMap(fieldNames))];
}

export type Who = 'guest' | 'customer' | 'seller' | 'forged';

export interface FuzzRequest {
  who: Who;
  options: InjectOptions;
}

/** An object over the schema's own fields (any subset, hostile values) plus now and then a smuggled key. */
function hostileObject(fields: string[]): fc.Arbitrary<Record<string, unknown>> {
  const keys = fields.length > 0 ? fields : ['q', 'id'];
  return fc
    .tuple(
      fc.dictionary(fc.constantFrom(...keys), hostileValue, { maxKeys: keys.length + 1 }),
      fc.option(fc.tuple(fc.constantFrom(...smuggledKeys), hostileValue), { freq: 4 }),
    )
    .map(([object, extra]) => {
      // Built key by key so '__proto__' becomes an own property, as JSON.parse would make it.
      const out: Record<string, unknown> = {};
      for (const [k, v] of Object.entries(object))
        Object.defineProperty(out, k, { value: v, enumerable: true, writable: true, configurable: true });
      if (extra)
        Object.defineProperty(out, extra[0], { value: extra[1], enumerable: true, writable: true, configurable: true });
      return out;
    });
}

/** `{"a":1,"a":2}`: JSON with a key given twice, which JSON.stringify cannot produce. */
function duplicateKeyJson(object: Record<string, unknown>): string {
  const entries = Object.entries(object).map(([k, v]) => `${JSON.stringify(k)}:${JSON.stringify(v) ?? 'null'}`);
  const first = entries[0];
  return `{${[...entries, ...(first ? [first.replace(/:.*$/, ':-1')] : [])].join(',')}}`;
}

function formEncode(object: Record<string, unknown>): string {
  return Object.entries(object)
    .map(([k, v]) => `${urlEncode(k)}=${urlEncode(asText(v))}`)
    .join('&');
}

function multipartBody(object: Record<string, unknown>, boundary: string): string {
  const parts = Object.entries(object).map(
    ([k, v]) => `--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${asText(v)}\r\n`,
  );
  return `${parts.join('')}--${boundary}--\r\n`;
}

const brokenBodies = [
  '{',
  '{"a":',
  '[1,',
  'nul',
  '"',
  '\u0000',
  '{}}',
  '[]',
  'null',
  '42',
  '"text"',
  '[[[['.repeat(2500),
];

interface FuzzBody {
  payload?: string;
  contentType?: string;
}

/** A body with its content type: mostly JSON objects; sometimes broken, duplicated, form or multipart. */
function bodyArbitrary(fields: string[]): fc.Arbitrary<FuzzBody> {
  const object = hostileObject(fields);
  return fc.oneof(
    { weight: 10, arbitrary: object.map((o) => ({ payload: JSON.stringify(o), contentType: 'application/json' })) },
    { weight: 2, arbitrary: object.map((o) => ({ payload: duplicateKeyJson(o), contentType: 'application/json' })) },
    {
      weight: 2,
      arbitrary: fc.constantFrom(...brokenBodies).map((p) => ({ payload: p, contentType: 'application/json' })),
    },
    {
      weight: 2,
      arbitrary: object.map((o) => ({ payload: formEncode(o), contentType: 'application/x-www-form-urlencoded' })),
    },
    {
      weight: 1,
      arbitrary: object.map((o) => ({
        payload: multipartBody(o, 'fz'),
        contentType: 'multipart/form-data; boundary=fz',
      })),
    },
    {
      weight: 1,
      arbitrary: fc
        .constantFrom('text/plain', 'multipart/form-data', 'application/xml', 'application/json; charset=utf-99', ';;')
        .chain((contentType) => fc.string({ maxLength: 50 }).map((payload) => ({ payload, contentType }))),
    },
    { weight: 1, arbitrary: fc.constant<FuzzBody>({}) },
  );
}

/** A query string over the schema's fields: repeated keys, bracket keys, raw percent junk. */
function queryArbitrary(fields: string[]): fc.Arbitrary<string> {
  const keys = fields.length > 0 ? fields : ['page', 'id'];
  const pair = fc.oneof(
    {
      weight: 6,
      arbitrary: fc.tuple(fc.constantFrom(...keys), hostileValue).map(([k, v]) => `${k}=${urlEncode(asText(v))}`),
    },
    { weight: 1, arbitrary: fc.constantFrom(...keys).map((k) => `${k}[]=1&${k}[]=2`) },
    { weight: 1, arbitrary: fc.constantFrom(...keys).map((k) => `${k}[a]=1`) },
    { weight: 1, arbitrary: fc.constantFrom('%', '%E0%A4%A', '=', '&&', '%00=%00', 'a=%FF') },
  );
  return fc.array(pair, { maxLength: 6 }).map((pairs) => (pairs.length > 0 ? `?${pairs.join('&')}` : ''));
}

const headerJunk = fc.constantFrom('', ' ', 'x'.repeat(5000), '\t', 'null', '*;q=abc', 'en-US,en;q=0.9', 'ar', 'zz-ZZ');

/** One request to `route`: path params, query, body, headers and who is asking, all generated. */
export function requestArbitrary(route: FuzzRoute): fc.Arbitrary<FuzzRequest> {
  const paramNames = [...route.url.matchAll(/:(\w+)/g)].map((m) => m[1] as string);
  const hasBody = route.method !== 'GET' && route.method !== 'DELETE';
  const owner: Who = route.url.startsWith('/api/seller/') ? 'seller' : 'customer';
  return fc
    .record({
      // Mostly the account the call is for, so most requests get past the token check.
      who: fc.constantFrom<Who>('guest', 'forged', owner, owner, owner, owner === 'seller' ? 'customer' : 'seller'),
      params: fc.tuple(...paramNames.map(() => pathSegment)),
      query: queryArbitrary(fieldNames(route.querystring)),
      body: hasBody ? bodyArbitrary(fieldNames(route.body)) : fc.constant<FuzzBody>({}),
      language: fc.option(headerJunk, { freq: 3 }),
      idempotencyKey: fc.option(headerJunk, { freq: 3 }),
    })
    .map(({ who, params, query, body, language, idempotencyKey }) => {
      let i = 0;
      const url = route.url.replace(/:(\w+)/g, () => params[i++] ?? '1') + query;
      const headers: Record<string, string> = {};
      if (body.contentType) headers['content-type'] = body.contentType;
      if (language !== null) headers['accept-language'] = language;
      if (idempotencyKey !== null) headers['idempotency-key'] = idempotencyKey;
      return {
        who,
        options: { method: route.method as InjectOptions['method'], url, headers, payload: body.payload },
      };
    });
}
