import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from './helpers/test-app.ts';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('GET /api/lang/{locale}', () => {
  it('returns the message map of each demo language with the same keys', async () => {
    const maps: Record<string, Record<string, string>> = {};
    for (const locale of ['en', 'ar', 'fr']) {
      const res = await t.app.inject(`/api/lang/${locale}`);
      expect(res.statusCode).toBe(200);
      maps[locale] = res.json().data;
    }
    expect(maps.en?.['Log Out!']).toBe('Log Out!');
    expect(maps.ar?.['Log Out!']).toBeTruthy();
    expect(maps.ar?.['Log Out!']).not.toBe('Log Out!');
    expect(Object.keys(maps.ar ?? {}).sort()).toEqual(Object.keys(maps.en ?? {}).sort());
    expect(Object.keys(maps.fr ?? {}).sort()).toEqual(Object.keys(maps.en ?? {}).sort());
  });

  it('answers 404 for a language the shop does not have', async () => {
    const res = await t.app.inject('/api/lang/de');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: 'Language not found.' });
  });

  it('answers 422 naming the field for a malformed locale', async () => {
    const res = await t.app.inject('/api/lang/..%2F..%2Fetc');
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toHaveProperty('locale');
  });
});
