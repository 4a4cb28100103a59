import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { type Route, endpoints, routes } from '@souk/contract';
import { z } from 'zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { responseSerializer } from '../src/plugins/response-check.ts';
import { OPENAPI_PATH } from '../src/plugins/openapi.ts';
import { createTestApp, type TestContext } from './helpers/test-app.ts';

/** The committed API document; `npm run openapi` writes it again. */
const committedPath = path.resolve(import.meta.dirname, '../../../docs/openapi.json');

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp({ seed: false });
});
afterAll(() => t.close());

const everyRoute: Route[] = Object.values(routes).flatMap((area) => Object.values(area));
const openApiPath = (route: { path: string }) => `/api${route.path.replace(/:(\w+)/g, '{$1}')}`;

interface Operation {
  summary?: string;
  security?: unknown[];
  responses: Record<string, { content?: Record<string, { schema: unknown }> }>;
}

async function document() {
  const response = await t.app.inject({ method: 'GET', url: OPENAPI_PATH });
  expect(response.statusCode).toBe(200);
  return response.json<{ openapi: string; paths: Record<string, Record<string, Operation>> }>();
}

describe('the route table', () => {
  it('has a route at every endpoint, and an endpoint for every route', () => {
    const names = (table: Record<string, Record<string, unknown>>) =>
      Object.entries(table).flatMap(([area, entries]) => Object.keys(entries).map((name) => `${area}.${name}`));
    expect(names(routes)).toEqual(names(endpoints));
  });

  it('holds every API route the server answers', async () => {
    const { paths } = await document();
    const served = Object.entries(paths).flatMap(([at, operations]) =>
      Object.keys(operations).map((method) => `${method.toUpperCase()} ${at}`),
    );
    const table = everyRoute.map((route) => `${route.method} ${openApiPath(route)}`);
    expect(served.filter((key) => !table.includes(key))).toEqual([]);
  });

  it('names each method and path once', () => {
    const keys = everyRoute.map((route) => `${route.method} ${route.path}`);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('is what the server serves: each route is registered, and its document entry has a summary, its data and the error body', async () => {
    const { openapi, paths } = await document();
    expect(openapi).toBe('3.1.0');
    for (const route of everyRoute) {
      expect(t.app.hasRoute({ method: route.method, url: `/api${route.path}` }), route.path).toBe(true);
      const operation = paths[openApiPath(route)]?.[route.method.toLowerCase()];
      expect(operation?.summary, route.path).toBe(route.summary);
      const success = operation?.responses['200']?.content?.[route.media ?? 'application/json']?.schema as {
        properties?: Record<string, unknown>;
      };
      expect(success, route.path).toBeDefined();
      if (!route.bare) expect(Object.keys(success.properties ?? {}), route.path).toEqual(['message', 'data']);
      expect(operation?.responses['4XX']?.content?.['application/json']?.schema, route.path).toEqual({
        $ref: '#/components/schemas/Error',
      });
      const guarded = ['customer', 'seller', 'staff', 'account'].includes(route.access);
      expect(operation?.security, route.path).toEqual(
        route.access === 'public' ? undefined : guarded ? [{ bearer: [] }] : [{}, { bearer: [] }],
      );
    }
  });

  it("refuses a guarded route's caller without a token (401), before reading anything sent", async () => {
    for (const route of everyRoute.filter((r) => ['customer', 'seller', 'staff', 'account'].includes(r.access))) {
      const url = `/api${route.path.replace(/:(\w+)/g, '1')}`;
      const response = await t.app.inject({
        method: route.method,
        url,
        payload: route.method === 'GET' ? undefined : {},
      });
      expect(response.statusCode, `${route.method} ${route.path}`).toBe(401);
      expect(response.json<{ message: string }>().message).toBe('Unauthenticated.');
    }
  });

  it('matches the committed docs/openapi.json (npm run openapi writes it)', async () => {
    const generated = `${JSON.stringify(await document(), null, 2)}\n`;
    if (process.env.UPDATE_OPENAPI) await writeFile(committedPath, generated);
    expect(await readFile(committedPath, 'utf8')).toBe(generated);
  });
});

describe('answers checked against the contract', () => {
  const schema = z.object({ message: z.string(), data: z.object({ total: z.number() }) });
  const serialize = (validate: boolean) => responseSerializer(validate)({ schema, method: 'GET', url: '/x' });

  it('refuses an answer that differs from its route in local mode', () => {
    expect(() => serialize(true)({ message: 'Cart', data: { total: '3' } })).toThrow(/Response doesn't match/);
  });

  it('sends the answer as the handler made it, checked or not (fields the schema does not name stay)', () => {
    const answer = { message: 'Cart', data: { total: 3, extra: true } };
    expect(serialize(true)(answer)).toBe(JSON.stringify(answer));
    expect(serialize(false)({ message: 'Cart', data: { total: '3' } })).toBe('{"message":"Cart","data":{"total":"3"}}');
  });

  it('is on in local mode and off in production unless VALIDATE_RESPONSES says otherwise', () => {
    expect(t.config.validateResponses).toBe(true);
  });
});
