import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, post, registerCustomer } from './helpers/accounts.ts';
import { addToCart, placeOrder, preparedProduct, sellerToken, shopper } from './helpers/commerce.ts';
import { staffToken } from './helpers/staff.ts';
import { createTestApp, type TestContext } from './helpers/test-app.ts';

// On the demo marketplace, with the storefront's caches on as in production: each change must
// reach the next request all the same.
const CACHES = { RESPONSE_CACHE_SECONDS: '600', CATALOG_SUMMARY_SECONDS: '600' };
let t: TestContext;
let staff: { id: number; token: string };
beforeAll(async () => {
  t = await createTestApp({ env: CACHES });
  staff = await staffToken(t);
});
afterAll(() => t.close());

type Method = 'GET' | 'PUT' | 'POST' | 'DELETE';
const send = (method: Method, path: string, payload?: object, token = staff.token) =>
  t.app.inject({ method, url: `/api/staff/commerce${path}`, ...(payload ? { payload } : {}), headers: bearer(token) });
const save = (payload: object) => send('PUT', '', payload);
const commerce = async () => {
  const res = await send('GET', '');
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data;
};
/** What the storefront reads, as a signed-out browser asks (so the response cache may hold it). */
const master = async () => (await t.app.inject({ url: '/api/master' })).json().data;
const audits = (action: string) =>
  t.db
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
  const buyer = await shopper(t);
  const product = await preparedProduct(t, { price: 1000, quantity: 500 });
  const added = await addToCart(t, buyer.token, { product_id: product.id, quantity });
  expect(added.statusCode, added.body).toBe(200);
  const price = async () => {
    const res = await post(t, '/api/cart/checkout', { shop_ids: [product.shopId] }, { token: buyer.token });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data.checkout;
  };
  return { buyer, product, price };
}

describe('who may keep the commerce settings', () => {
  it('lets staff read them, refuses a shop owner 403 and a shopper or a stranger 401', async () => {
    const data = await commerce();
    expect(data.settings).toEqual({
      multi_vendor: true,
      one_shop_per_cart: false,
      cash_on_delivery: true,
      online_payment: true,
      order_place_account_verify: false,
      payment_gateways: [{ id: 1, name: 'sandbox', title: 'Souk Pay (sandbox)', logo: expect.any(String) }],
    });
    expect(data.gateway_adapters).toEqual(['sandbox']);
    expect(data.root_shop).toMatchObject({ id: 1, is_active: true });
    expect(data.shops.map((shop: { id: number }) => shop.id)).toContain(1);
    expect(data.vat_rates).toEqual([
      { id: expect.any(Number), name: 'VAT', percentage: 5, is_active: true },
      { id: expect.any(Number), name: 'Luxury tax', percentage: 10, is_active: false },
    ]);
    expect(data.delivery_bands).toEqual([
      { min_quantity: 1, max_quantity: 3, charge: 2 },
      { min_quantity: 4, max_quantity: 10, charge: 4 },
      { min_quantity: 11, max_quantity: null, charge: 6 },
    ]);

    const owner = await sellerToken(t, 1);
    const customer = (await registerCustomer(t)).token;
    expect((await send('GET', '', undefined, owner)).statusCode).toBe(403);
    expect((await send('PUT', '', { cash_on_delivery: false }, owner)).statusCode).toBe(403);
    expect((await send('POST', '/vat-rates', { name: 'X', percentage: 1 }, owner)).statusCode).toBe(403);
    expect((await send('PUT', '/delivery-bands', { bands: [] }, customer)).statusCode).toBe(401);
    expect((await send('PUT', '/root-shop', { shop_id: 2 }, customer)).statusCode).toBe(401);
    expect((await t.app.inject({ url: '/api/staff/commerce' })).statusCode).toBe(401);
  });
});

describe('the switches and the gateways', () => {
  it('refuses bad values with 422 naming each field, and saves nothing', async () => {
    const before = await commerce();
    const logged = (await audits('commerce.update')).length;
    expect422(
      await save({
        multi_vendor: 'maybe',
        payment_gateways: [
          { name: 'sandbox', title: ' ' },
          { name: 'sandbox', title: 'Again' },
        ],
      }),
      {
        multi_vendor: ['The multi-vendor field must be true or false.'],
        'payment_gateways.0.title': ['The title field is required.'],
        'payment_gateways.1.name': ['The gateway is listed twice.'],
      },
    );
    // Only gateways this server has an adapter for.
    expect422(
      await save({
        payment_gateways: [
          { name: 'sandbox', title: 'Souk Pay' },
          { name: 'stripe', title: 'Cards' },
        ],
      }),
      { 'payment_gateways.1.name': ['This server cannot take payments through “stripe”.'] },
    );
    // Shoppers are always left a way to pay.
    expect422(await save({ cash_on_delivery: false, online_payment: false }), {
      cash_on_delivery: ['Shoppers need a way to pay: keep cash on delivery, or offer online payment.'],
    });
    expect422(await save({ cash_on_delivery: false, payment_gateways: [] }), {
      online_payment: ['Online payment needs a gateway: offer one, or switch online payment off.'],
      cash_on_delivery: ['Shoppers need a way to pay: keep cash on delivery, or offer online payment.'],
    });
    expect(await commerce()).toEqual(before);
    expect(await audits('commerce.update')).toHaveLength(logged);
  });

  it('shows cash on delivery off, a gateway renamed and account verification on at the next request, and checkout obeys', async () => {
    const { settings } = await commerce();
    const { buyer, product } = await basket(1);
    // Read (and so cached) before the change.
    expect((await master()).cash_on_delivery).toBe(true);

    const res = await save({
      cash_on_delivery: false,
      order_place_account_verify: true,
      payment_gateways: [{ name: 'sandbox', title: 'Pay online' }],
      one_shop_per_cart: false,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().message).toBe('Commerce settings saved.');
    const shown = await master();
    expect(shown.cash_on_delivery).toBe(false);
    expect(shown.order_place_account_verify).toBe(true);
    // The gateway keeps its id and logo.
    expect(shown.payment_gateways).toEqual([{ ...settings.payment_gateways[0], title: 'Pay online' }]);
    // Checkout obeys: an unverified shopper may not order, and a verified one not by cash.
    const order = () => placeOrder(t, buyer.token, { shop_ids: [product.shopId], address_id: buyer.addressId });
    const unverified = await order();
    expect(unverified.statusCode).toBe(422);
    expect(unverified.json().message).toBe('Please verify your account before placing an order.');
    const verifiedAt = new Date().toISOString();
    await t.db.updateTable('users').set({ email_verified_at: verifiedAt }).where('id', '=', buyer.user.id).execute();
    const cash = await order();
    expect(cash.statusCode).toBe(422);
    expect(cash.json().errors).toEqual({ payment_method: ['Cash on delivery is not available.'] });

    // One entry, the changed keys only (one shop per basket was so already).
    const entry = parsed((await audits('commerce.update')).at(-1)!);
    expect(entry).toEqual({
      before: {
        cash_on_delivery: true,
        order_place_account_verify: false,
        payment_gateways: settings.payment_gateways,
      },
      after: {
        cash_on_delivery: false,
        order_place_account_verify: true,
        payment_gateways: [{ ...settings.payment_gateways[0], title: 'Pay online' }],
      },
    });

    const back = await save({
      cash_on_delivery: true,
      order_place_account_verify: false,
      payment_gateways: settings.payment_gateways,
    });
    expect(back.statusCode, back.body).toBe(200);
    expect((await master()).cash_on_delivery).toBe(true);
    expect((await save({ cash_on_delivery: true })).json().message).toBe('Nothing changed.');
  });

  it('takes online payment off the storefront, and a gateway switched off and on again comes back with a new id and no logo', async () => {
    expect((await master()).payment_gateways).toHaveLength(1);
    expect((await save({ online_payment: false })).statusCode).toBe(200);
    expect((await master()).online_payment).toBe(false);
    expect((await master()).payment_gateways).toEqual([]);

    const off = await save({ payment_gateways: [] });
    expect(off.statusCode, off.body).toBe(200);
    const on = await save({ online_payment: true, payment_gateways: [{ name: 'sandbox', title: 'Souk Pay' }] });
    expect(on.statusCode, on.body).toBe(200);
    expect((await master()).payment_gateways).toEqual([{ id: 1, name: 'sandbox', title: 'Souk Pay', logo: '' }]);
  });

  it('never sends out more of a gateway than the storefront shows, and a save keeps no more', async () => {
    // A stored entry carrying a key of its own (say a provider key written by hand).
    const { settings } = await commerce();
    const stored = settings.payment_gateways.map((gateway: object) => ({ ...gateway, secret_key: 'sk_live_hidden' }));
    await t.db
      .updateTable('settings')
      .set({ value: JSON.stringify(stored) })
      .where('key', '=', 'payment_gateways')
      .execute();
    // Settings are read once and kept: a save of another key drops them, as any write does.
    expect((await save({ one_shop_per_cart: true })).statusCode).toBe(200);
    const page = await send('GET', '');
    expect(page.body).not.toContain('sk_live_hidden');
    expect(page.json().data.settings.payment_gateways).toEqual(settings.payment_gateways);

    const renamed = await save({
      one_shop_per_cart: false,
      payment_gateways: [{ name: 'sandbox', title: 'Souk Pay' }],
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    const row = await t.db
      .selectFrom('settings')
      .select('value')
      .where('key', '=', 'payment_gateways')
      .executeTakeFirstOrThrow();
    expect(JSON.parse(row.value)).toEqual([{ ...settings.payment_gateways[0], title: 'Souk Pay' }]);
    expect((await t.app.inject({ url: '/api/master' })).body).not.toContain('sk_live_hidden');
  });
});

describe('multi-vendor and the root shop', () => {
  const productShops = async () =>
    new Set(
      (
        (await t.app.inject({ url: '/api/products?per_page=100' })).json().data.products as Array<{
          shop: { id: number };
        }>
      ).map((product) => product.shop.id),
    );
  const setActive = (id: number, active: boolean) =>
    t.app.inject({
      method: 'POST',
      url: `/api/staff/shops/${id}/active`,
      payload: { active },
      headers: bearer(staff.token),
    });

  it('with multi-vendor off the catalogue and baskets offer the root shop alone, and a new root shop replaces it at once', async () => {
    const { root_shop: root } = await commerce();
    expect((await productShops()).size).toBeGreaterThan(1);
    // The last shops sell products without options (see checkout.test.ts).
    const last = await t.db.selectFrom('shops').select('id').orderBy('id', 'desc').executeTakeFirstOrThrow();
    const other = await preparedProduct(t, { price: 500, quantity: 50 }, last.id);

    expect((await save({ multi_vendor: false })).statusCode).toBe(200);
    try {
      expect((await master()).multi_vendor).toBe(false);
      expect(await productShops()).toEqual(new Set([root.id]));
      const customer = (await registerCustomer(t)).token;
      expect((await addToCart(t, customer, { product_id: other.id })).statusCode).toBe(404);

      const changed = await send('PUT', '/root-shop', { shop_id: last.id });
      expect(changed.statusCode, changed.body).toBe(200);
      expect(changed.json().data.root_shop).toMatchObject({ id: last.id, is_active: true });
      expect(await productShops()).toEqual(new Set([last.id]));
      expect((await addToCart(t, customer, { product_id: other.id })).statusCode).toBe(200);
      const roots = await t.db.selectFrom('shops').select('id').where('is_root', '=', 1).execute();
      expect(roots).toEqual([{ id: last.id }]);
      expect(parsed((await audits('commerce.root_shop')).at(-1)!)).toEqual({
        before: { root_shop_id: root.id, root_shop: root.name },
        after: { root_shop_id: last.id, root_shop: expect.any(String) },
      });
      // The root shop cannot be deactivated meanwhile (staff-shops' own rule).
      expect((await setActive(last.id, false)).statusCode).toBe(422);
      expect((await send('PUT', '/root-shop', { shop_id: last.id })).json().message).toBe('Nothing changed.');
    } finally {
      expect((await send('PUT', '/root-shop', { shop_id: root.id })).statusCode).toBe(200);
      expect((await save({ multi_vendor: true })).statusCode).toBe(200);
    }
    expect((await productShops()).size).toBeGreaterThan(1);
  });

  it('refuses an unknown or deactivated shop as the root shop, and multi-vendor off while the root shop is deactivated', async () => {
    const { root_shop: root } = await commerce();
    expect422(await send('PUT', '/root-shop', { shop_id: 999_999 }), { shop_id: ['The shop does not exist.'] });
    expect422(await send('PUT', '/root-shop', { shop_id: 'two' }), { shop_id: ['The shop must be a number.'] });

    expect((await setActive(4, false)).statusCode).toBe(200);
    expect422(await send('PUT', '/root-shop', { shop_id: 4 }), {
      shop_id: ['The shop is deactivated: reactivate it before making it the root shop.'],
    });
    expect((await commerce()).shops.map((shop: { id: number }) => shop.id)).not.toContain(4);
    expect((await setActive(4, true)).statusCode).toBe(200);

    // With multi-vendor on, the root shop may be deactivated; multi-vendor then stays on.
    expect((await setActive(root.id, false)).statusCode).toBe(200);
    try {
      expect422(await save({ multi_vendor: false }), {
        multi_vendor: [
          'The root shop is deactivated: reactivate it or choose another root shop before switching multi-vendor off.',
        ],
      });
      expect((await master()).multi_vendor).toBe(true);
    } finally {
      expect((await setActive(root.id, true)).statusCode).toBe(200);
    }
  });
});

describe('VAT rates', () => {
  it('adds, changes, pauses and removes a rate, each priced in at the next checkout and logged', async () => {
    const { price } = await basket(2);
    // 2 x 10.00 = 20.00, band 1-3 = 2.00, VAT 5% = 1.00.
    expect(await price()).toMatchObject({ order_tax_amount: 1, payable_amount: 23 });

    const added = await send('POST', '/vat-rates', { name: 'Eco levy', percentage: '2.5', is_active: true });
    expect(added.statusCode, added.body).toBe(200);
    expect(added.json().message).toBe('VAT rate added.');
    const rate = added.json().data.vat_rates.find((row: { name: string }) => row.name === 'Eco levy');
    expect(rate).toEqual({ id: expect.any(Number), name: 'Eco levy', percentage: 2.5, is_active: true });
    let checkout = await price();
    expect(checkout.all_vat_taxes).toEqual([
      { id: expect.any(Number), name: 'VAT', percentage: 5, amount: 1 },
      { id: rate.id, name: 'Eco levy', percentage: 2.5, amount: 0.5 },
    ]);
    expect(checkout.payable_amount).toBe(23.5);

    expect(
      (await send('PUT', `/vat-rates/${rate.id}`, { name: 'Eco levy', percentage: 10, is_active: true })).statusCode,
    ).toBe(200);
    expect((await price()).payable_amount).toBe(25);
    expect(
      (await send('PUT', `/vat-rates/${rate.id}`, { name: 'Eco levy', percentage: 10, is_active: false })).statusCode,
    ).toBe(200);
    checkout = await price();
    expect(checkout.all_vat_taxes.map((tax: { name: string }) => tax.name)).toEqual(['VAT']);
    const same = await send('PUT', `/vat-rates/${rate.id}`, { name: 'Eco levy', percentage: 10, is_active: false });
    expect(same.json().message).toBe('Nothing changed.');

    const removed = await send('DELETE', `/vat-rates/${rate.id}`);
    expect(removed.statusCode, removed.body).toBe(200);
    expect(removed.json().data.vat_rates.map((row: { name: string }) => row.name)).toEqual(['VAT', 'Luxury tax']);
    expect((await send('DELETE', `/vat-rates/${rate.id}`)).statusCode).toBe(404);
    expect((await send('PUT', `/vat-rates/${rate.id}`, { name: 'Eco levy', percentage: 1 })).statusCode).toBe(404);
    expect((await price()).payable_amount).toBe(23);

    const entries = async (action: string) => (await audits(action)).filter((e) => e.subject_id === String(rate.id));
    expect((await entries('vat_rate.create')).map(parsed)).toEqual([
      { before: null, after: { name: 'Eco levy', percentage: 2.5, is_active: true } },
    ]);
    expect((await entries('vat_rate.update')).map(parsed)).toEqual([
      {
        before: { name: 'Eco levy', percentage: 2.5, is_active: true },
        after: { name: 'Eco levy', percentage: 10, is_active: true },
      },
      {
        before: { name: 'Eco levy', percentage: 10, is_active: true },
        after: { name: 'Eco levy', percentage: 10, is_active: false },
      },
    ]);
    expect((await entries('vat_rate.delete')).map(parsed)).toEqual([
      { before: { name: 'Eco levy', percentage: 10, is_active: false }, after: null },
    ]);
    expect((await entries('vat_rate.create'))[0]?.actor_id).toBe(staff.id);
  });

  it('refuses a rate without a name, of a name taken, or out of 0 to 100 with 422 naming the field', async () => {
    const before = (await commerce()).vat_rates;
    expect422(await send('POST', '/vat-rates', { name: ' ', percentage: 101, is_active: 'yes' }), {
      name: ['The name field is required.'],
      percentage: ['The percentage may not be greater than 100.'],
      is_active: ['The active field must be true or false.'],
    });
    expect422(await send('POST', '/vat-rates', { name: 'Levy', percentage: '1.255' }), {
      percentage: ['The percentage may have at most 2 decimals.'],
    });
    expect422(await send('POST', '/vat-rates', { name: 'vat', percentage: 3 }), {
      name: ['Another VAT rate has this name.'],
    });
    const luxury = before.find((rate: { name: string }) => rate.name === 'Luxury tax');
    expect422(await send('PUT', `/vat-rates/${luxury.id}`, { name: 'VAT', percentage: 3 }), {
      name: ['Another VAT rate has this name.'],
    });
    expect((await commerce()).vat_rates).toEqual(before);
  });
});

describe('delivery charge bands', () => {
  const bands = (payload: object) => send('PUT', '/delivery-bands', payload);
  const DEMO = [
    { min_quantity: 1, max_quantity: 3, charge: 2 },
    { min_quantity: 4, max_quantity: 10, charge: 4 },
    { min_quantity: 11, max_quantity: null, charge: 6 },
  ];

  it('refuses overlapping, backward, open-ended-in-the-middle and negative bands, naming the row and field', async () => {
    const logged = (await audits('commerce.delivery_bands')).length;
    expect422(
      await bands({
        bands: [
          { min_quantity: 0, max_quantity: 3, charge: 2 },
          { min_quantity: 4, max_quantity: 10, charge: -1 },
        ],
      }),
      {
        'bands.0.min_quantity': ['The from quantity must be at least 1.'],
        'bands.1.charge': ['The charge must be at least 0.'],
      },
    );
    expect422(
      await bands({
        bands: [
          { min_quantity: 1, max_quantity: 5, charge: 2 },
          { min_quantity: 5, max_quantity: 4, charge: 3 },
          { min_quantity: 6, max_quantity: '', charge: 4 },
          { min_quantity: 20, max_quantity: 30, charge: 5 },
        ],
      }),
      {
        'bands.1.min_quantity': ['The from quantity must be above 5, where the band before ends.'],
        'bands.1.max_quantity': ['The to quantity must be at least 5.'],
        'bands.2.max_quantity': ['Only the last band may be open-ended.'],
      },
    );
    expect(await audits('commerce.delivery_bands')).toHaveLength(logged);
    expect((await commerce()).delivery_bands).toEqual(DEMO);
  });

  it('replaces the bands at once; the next checkout charges by the new ones, and a gap falls back to the shop’s own charge', async () => {
    const { price, product } = await basket(5);
    expect((await price()).delivery_charge).toBe(4);
    const shopCharge = await t.db
      .selectFrom('shops')
      .select('delivery_charge')
      .where('id', '=', product.shopId)
      .executeTakeFirstOrThrow();

    const next = [
      { min_quantity: 1, max_quantity: 2, charge: 1.5 },
      { min_quantity: 5, max_quantity: 9, charge: '7.25' },
      { min_quantity: 10, max_quantity: '', charge: 0 },
    ];
    const res = await bands({ bands: next });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().message).toBe('Delivery charges saved.');
    const saved = [
      { min_quantity: 1, max_quantity: 2, charge: 1.5 },
      { min_quantity: 5, max_quantity: 9, charge: 7.25 },
      { min_quantity: 10, max_quantity: null, charge: 0 },
    ];
    expect(res.json().data.delivery_bands).toEqual(saved);
    expect(await t.db.selectFrom('delivery_charges').select('charge').orderBy('min_quantity').execute()).toEqual([
      { charge: 150 },
      { charge: 725 },
      { charge: 0 },
    ]);
    expect((await price()).delivery_charge).toBe(7.25);
    // 3 and 4 items fall in no band: the shop's own charge.
    const { price: gap } = await basket(3);
    expect((await gap()).delivery_charge).toBe(shopCharge.delivery_charge / 100);

    expect(parsed((await audits('commerce.delivery_bands')).at(-1)!)).toEqual({
      before: { delivery_bands: DEMO },
      after: { delivery_bands: saved },
    });
    expect((await bands({ bands: next })).json().message).toBe('Nothing changed.');

    // No bands at all: every order pays its shop's charge.
    expect((await bands({ bands: [] })).json().data.delivery_bands).toEqual([]);
    expect((await price()).delivery_charge).toBe(shopCharge.delivery_charge / 100);
    expect((await bands({ bands: DEMO })).statusCode).toBe(200);
    expect((await price()).delivery_charge).toBe(4);
  });
});
