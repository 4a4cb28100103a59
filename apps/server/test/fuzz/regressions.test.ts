import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../helpers/test-app.ts';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** Requests the fuzzer once answered with a 5xx or an unnamed 422, and the field each must name. */
const found: Array<[string, InjectOptions, string]> = [
  ['an id past the integer column', { method: 'GET', url: '/api/master?shop_id=5550100001' }, 'shop_id'],
  ['a NUL character in text', { method: 'GET', url: '/api/products?search=shoe%00' }, 'search'],
  ['a price written with an exponent', { method: 'GET', url: '/api/products?min_price=5e-324' }, ''],
  [
    'a sign-in provider that is switched off',
    { method: 'POST', url: '/api/auth/apple/token', payload: { code: 'x' } },
    'provider',
  ],
];

describe('inputs the fuzzer found', () => {
  it.each(found)('answers %s without a server error', async (_case, request, field) => {
    const res = await t.app.inject(request);
    expect(res.statusCode).toBeLessThan(500);
    if (field) {
      expect(res.statusCode).toBe(422);
      expect(Object.keys(res.json().errors)).toContain(field);
    } else {
      expect(res.statusCode).toBe(200);
    }
  });
});
