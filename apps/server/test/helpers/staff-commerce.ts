import { afterAll, beforeAll, expect } from 'vitest';
import { bearer, post } from './accounts.ts';
import { addToCart, preparedProduct, shopper } from './commerce.ts';
import { PRODUCTION_CACHES, staffToken } from './staff.ts';
import { createTestApp, type TestContext } from './test-app.ts';

/**
 * The commerce settings' test setting, on the demo marketplace with the storefront's caches on
 * as in production (each change must reach the next request all the same): the app and a staff
 * member, made before the file's tests and closed after, and the calls the tests make.
 */
export function commerceSuite() {
  const suite = {} as { t: TestContext; staff: { id: number; token: string } };
  beforeAll(async () => {
    suite.t = await createTestApp({ env: PRODUCTION_CACHES });
    suite.staff = await staffToken(suite.t);
  });
  afterAll(() => suite.t.close());

  type Method = 'GET' | 'PUT' | 'POST' | 'DELETE';
  const send = (method: Method, path: string, payload?: object, token = suite.staff.token) =>
    suite.t.app.inject({
      method,
      url: `/api/staff/commerce${path}`,
      ...(payload ? { payload } : {}),
      headers: bearer(token),
    });
  const save = (payload: object) => send('PUT', '', payload);
  const commerce = async () => {
    const res = await send('GET', '');
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data;
  };
  /** What the storefront reads, as a signed-out browser asks (so the response cache may hold it). */
  const master = async () => (await suite.t.app.inject({ url: '/api/master' })).json().data;
  const audits = (action: string) =>
    suite.t.db
      .selectFrom('audit_log')
      .select(['actor_id', 'subject_id', 'before', 'after'])
      .where('action', '=', action)
      .orderBy('id')
      .execute();
  const parsed = (entry: { before: string | null; after: string | null }) => ({
    before: JSON.parse(entry.before ?? 'null') as unknown,
    after: JSON.parse(entry.after ?? 'null') as unknown,
  });
  const expect422 = (res: { statusCode: number; body: string; json: () => { errors: unknown } }, errors: object) => {
    expect(res.statusCode, res.body).toBe(422);
    expect(res.json().errors).toEqual(errors);
  };

  /** A shopper with `quantity` of a product of its own in the basket: its checkout, priced now. */
  async function basket(quantity: number) {
    const buyer = await shopper(suite.t);
    const product = await preparedProduct(suite.t, { price: 1000, quantity: 500 });
    const added = await addToCart(suite.t, buyer.token, { product_id: product.id, quantity });
    expect(added.statusCode, added.body).toBe(200);
    const price = async () => {
      const res = await post(suite.t, '/api/cart/checkout', { shop_ids: [product.shopId] }, { token: buyer.token });
      expect(res.statusCode, res.body).toBe(200);
      return res.json().data.checkout;
    };
    return { buyer, product, price };
  }

  return { suite, send, save, commerce, master, audits, parsed, expect422, basket };
}
