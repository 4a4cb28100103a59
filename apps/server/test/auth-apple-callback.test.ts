import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from './helpers/test-app.ts';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const post = (payload: string) =>
  t.app.inject({
    method: 'POST',
    url: '/auth/callback/apple',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload,
  });

describe('POST /auth/callback/apple (Sign in with Apple, form_post)', () => {
  it("hands Apple's fields to the storefront's callback page in the fragment, and nothing else", async () => {
    const user = JSON.stringify({ name: { firstName: 'Layla', lastName: 'Haddad' }, email: 'l@example.com' });
    const res = await post(
      new URLSearchParams({ state: 's1', code: 'c1', id_token: 'a.b.c', user, extra: 'dropped' }).toString(),
    );
    expect(res.statusCode).toBe(303);
    expect(res.headers['cache-control']).toBe('no-store');
    const location = new URL(String(res.headers.location), 'http://shop.test');
    expect(location.pathname).toBe('/auth/callback/apple');
    expect(location.search).toBe('');
    expect(Object.fromEntries(new URLSearchParams(location.hash.slice(1)))).toEqual({
      state: 's1',
      code: 'c1',
      id_token: 'a.b.c',
      user,
    });
  });

  it('passes a refusal on, and answers an empty post with an empty fragment', async () => {
    const refused = await post('error=user_cancelled_authorize&state=s2');
    expect(String(refused.headers.location)).toBe('/auth/callback/apple#state=s2&error=user_cancelled_authorize');
    const empty = await post('');
    expect(empty.statusCode).toBe(303);
    expect(String(empty.headers.location)).toBe('/auth/callback/apple#');
  });
});
