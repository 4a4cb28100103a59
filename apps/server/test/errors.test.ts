import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from './helpers/test-app.ts';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('error envelope', () => {
  it('answers an unknown API path with a JSON 404', async () => {
    const res = await t.app.inject('/api/no-such-thing');
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toMatch(/application\/json/);
    expect(res.json().message).toMatch(/No route/);
  });

  it('names each bad field with a list of messages and a 422', async () => {
    const res = await t.app.inject('/api/categories?page=-2&per_page=100000');
    expect(res.statusCode).toBe(422);
    const body = res.json();
    expect(body.errors.page[0]).toMatch(/page/);
    expect(body.errors.per_page[0]).toMatch(/per page may not be greater than 100/);
    expect(body.message).toBe(body.errors.page[0]);
  });

  it('answers a body that is not JSON with a 400 that says so', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/seller/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"email":',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: 'The request body is not valid JSON.' });
  });

  it('names missing fields as required', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/seller/login', payload: {} });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({
      email: ['The email field is required.'],
      password: ['The password field is required.'],
    });
  });

  it('refuses an oversized body with 413 and no internals', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/seller/login',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ email: 'a@b.co', password: 'x'.repeat(2 * 1024 * 1024) }),
    });
    expect(res.statusCode).toBe(413);
    expect(res.body).not.toMatch(/at \w+ \(|node_modules/);
  });

  it('never leaks a stack trace on a server fault', async () => {
    await t.db.schema.dropTable('menus').execute();
    const res = await t.app.inject('/api/master');
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({ message: 'Server error. Please try again.' });
  });
});
