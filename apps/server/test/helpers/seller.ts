import { expect } from 'vitest';
import { post } from './accounts.ts';
import { sellerSession } from './chat.ts';
import { createTestApp, type TestContext } from './test-app.ts';

/**
 * The response cache and the lists' summaries on, as in production: a write that forgot to say
 * the catalogue changed would leave the storefront answering from them.
 */
export const CATALOGUE_CACHES = { RESPONSE_CACHE_SECONDS: '600', CATALOG_SUMMARY_SECONDS: '600' };

/** A test app with the owner of shop `mine` signed in. */
export async function ownerApp(mine: number, options: Parameters<typeof createTestApp>[0] = {}) {
  const t = await createTestApp(options);
  return { t, token: (await sellerSession(t, mine)).token };
}

/** A test app with the owners of shops `mine` and `theirs` signed in. */
export async function ownersApp(mine: number, theirs: number, options: Parameters<typeof createTestApp>[0] = {}) {
  const { t, token } = await ownerApp(mine, options);
  return { t, token, theirToken: (await sellerSession(t, theirs)).token };
}

/** A product `token`'s owner adds through the console, as the server answers it. */
export async function createdProduct(t: TestContext, token: string, body: Record<string, unknown>) {
  const res = await post(t, '/api/seller/products', body, { token });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data.product;
}
