import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  DEMO_CUSTOMER_EMAIL,
  DEMO_PASSWORD,
  type DemoLogin,
  isSeeded,
  sellerEmail,
  STAFF_EMAIL,
} from '../src/seed/index.ts';
import { seedDemoOnStart } from '../src/seed/on-start.ts';
import { verifyPassword } from '../src/modules/auth/password.ts';
import { get, login, post } from './helpers/accounts.ts';
import { addToCart, placeOrder, preparedProduct, shopper } from './helpers/commerce.ts';
import { storefrontApp } from './helpers/seo.ts';
import { createTestApp, type TestContext } from './helpers/test-app.ts';

const ORIGIN = 'https://shop.example';
const PRODUCTION = { APP_ENV: 'production', APP_URL: ORIGIN };

let t: TestContext;
let logins: DemoLogin[];
const printed: string[] = [];
beforeAll(async () => {
  // What main does on the first start of `APP_ENV=production SEED_DEMO=true`.
  t = await createTestApp({ seed: false, env: { ...PRODUCTION, SEED_DEMO: 'true' } });
  logins = (await seedDemoOnStart(t.db, t.config, (text) => printed.push(text))) ?? [];
});
afterAll(() => t.close());

const passwordOf = (email: string) => logins.find((l) => l.email === email)?.password ?? '';

describe('the demo shop in production', () => {
  it('gives each demo account its own drawn password, printed once', () => {
    expect(logins.map((l) => l.email)).toEqual([
      DEMO_CUSTOMER_EMAIL,
      ...Array.from({ length: 12 }, (_, i) => sellerEmail(i + 1)),
      STAFF_EMAIL,
    ]);
    const passwords = logins.map((l) => l.password);
    expect(new Set(passwords).size).toBe(logins.length);
    for (const password of passwords) {
      expect(password).not.toBe(DEMO_PASSWORD);
      expect(password).toMatch(/^[A-Za-z0-9_-]{20}$/);
    }
    const output = printed.join('\n');
    for (const { email, password } of logins) expect(output).toMatch(new RegExp(`${email}\\s+${password}`));
  });

  it('does not take the published password for the customer, a seller or staff; the drawn ones work', async () => {
    expect((await login(t, DEMO_CUSTOMER_EMAIL, DEMO_PASSWORD)).statusCode).toBe(422);
    expect((await login(t, DEMO_CUSTOMER_EMAIL, passwordOf(DEMO_CUSTOMER_EMAIL))).statusCode).toBe(200);

    const seller = sellerEmail(1);
    expect((await post(t, '/api/seller/login', { email: seller, password: DEMO_PASSWORD })).statusCode).toBe(422);
    expect((await post(t, '/api/seller/login', { email: seller, password: passwordOf(seller) })).statusCode).toBe(200);

    const staff = { email: STAFF_EMAIL, password: DEMO_PASSWORD };
    expect((await post(t, '/api/seller/staff-login', staff)).statusCode).toBe(422);
    const staffLogin = await post(t, '/api/seller/staff-login', { ...staff, password: passwordOf(STAFF_EMAIL) });
    expect(staffLogin.statusCode).toBe(200);
  });

  it('stores no account with the published password', async () => {
    const hashes = await t.db
      .selectFrom('users')
      .select('password_hash')
      .where('password_hash', 'is not', null)
      .execute();
    expect(hashes).toHaveLength(logins.length);
    for (const { password_hash } of hashes) expect(await verifyPassword(password_hash, DEMO_PASSWORD)).toBe(false);
  });

  it('seeds once: a second start prints and changes nothing', async () => {
    const before = printed.length;
    expect(await seedDemoOnStart(t.db, t.config, (text) => printed.push(text))).toBeUndefined();
    expect(printed).toHaveLength(before);
  });

  it('is not seeded at all without SEED_DEMO', async () => {
    const bare = await createTestApp({ seed: false, env: PRODUCTION });
    try {
      expect(bare.config.seedDemo).toBe(false);
      expect(await seedDemoOnStart(bare.db, bare.config, () => undefined)).toBeUndefined();
      expect(await isSeeded(bare.db)).toBe(false);
    } finally {
      await bare.close();
    }
  });
});

const SIGNED_LINK = `expires=9999999999&signature=${'a'.repeat(64)}`;

async function orderFor(app: FastifyInstance, paymentMethod: string) {
  const who = await shopper(t);
  const product = await preparedProduct(t, { price: 2500, quantity: 10 });
  await addToCart(t, who.token, { product_id: product.id });
  const placed = await placeOrder({ ...t, app }, who.token, {
    shop_ids: [product.shopId],
    address_id: who.addressId,
    payment_method: paymentMethod,
  });
  return { who, placed };
}

describe('the sandbox gateway in production', () => {
  it('is not offered, is refused at place-order, and has no pay page', async () => {
    const master = (await get(t, '/api/master')).json().data;
    // The demo's settings list the sandbox; production without PAYMENTS_SANDBOX leaves it out.
    expect(master.online_payment).toBe(true);
    expect(master.payment_gateways).toEqual([]);

    const { placed } = await orderFor(t.app, 'sandbox');
    expect(placed.statusCode).toBe(422);
    expect(placed.json().errors.payment_method).toEqual(['The selected payment method is not available.']);

    const { who, placed: cash } = await orderFor(t.app, 'cash');
    expect(cash.statusCode).toBe(200);
    const orderId = cash.json().data.orders[0].id as number;
    expect((await get(t, `/api/order-payment/${orderId}/sandbox`, who.token)).statusCode).toBe(422);

    expect((await get(t, `/api/payments/sandbox/1?${SIGNED_LINK}`)).statusCode).toBe(404);
    const decision = await t.app.inject({
      method: 'POST',
      url: '/api/payments/sandbox/1',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: `${SIGNED_LINK}&decision=approve`,
    });
    expect(decision.statusCode).toBe(404);
  });

  it('is offered and takes orders with PAYMENTS_SANDBOX=true', async () => {
    const sandboxOn = await storefrontApp(t, { ...PRODUCTION, PAYMENTS_SANDBOX: 'true' });
    try {
      const master = (await sandboxOn.inject('/api/master')).json().data;
      expect(master.payment_gateways.map((g: { name: string }) => g.name)).toEqual(['sandbox']);

      const { placed } = await orderFor(sandboxOn, 'sandbox');
      expect(placed.statusCode).toBe(200);
      const payUrl = new URL(placed.json().data.order_payment_url as string);
      expect(payUrl.origin).toBe(ORIGIN);
      const page = await sandboxOn.inject(`${payUrl.pathname}${payUrl.search}`);
      expect(page.statusCode).toBe(200);
      expect(page.body).toContain('Approve');
    } finally {
      await sandboxOn.close();
    }
  });
});
