import { describe, expect, it } from 'vitest';
import { bearer, registerCustomer } from './helpers/accounts.ts';
import { addToCart, placeOrder, preparedProduct, sellerToken } from './helpers/commerce.ts';
import { commerceSuite } from './helpers/staff-commerce.ts';

// The commerce switches, gateways and root shop (VAT rates and delivery bands: staff-commerce-pricing.test.ts).
const { suite, send, save, commerce, master, audits, parsed, expect422, basket } = commerceSuite();

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

    const owner = await sellerToken(suite.t, 1);
    const customer = (await registerCustomer(suite.t)).token;
    expect((await send('GET', '', undefined, owner)).statusCode).toBe(403);
    expect((await send('PUT', '', { cash_on_delivery: false }, owner)).statusCode).toBe(403);
    expect((await send('POST', '/vat-rates', { name: 'X', percentage: 1 }, owner)).statusCode).toBe(403);
    expect((await send('PUT', '/delivery-bands', { bands: [] }, customer)).statusCode).toBe(401);
    expect((await send('PUT', '/root-shop', { shop_id: 2 }, customer)).statusCode).toBe(401);
    expect((await suite.t.app.inject({ url: '/api/staff/commerce' })).statusCode).toBe(401);
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
    const order = () => placeOrder(suite.t, buyer.token, { shop_ids: [product.shopId], address_id: buyer.addressId });
    const unverified = await order();
    expect(unverified.statusCode).toBe(422);
    expect(unverified.json().message).toBe('Please verify your account before placing an order.');
    const verifiedAt = new Date().toISOString();
    await suite.t.db
      .updateTable('users')
      .set({ email_verified_at: verifiedAt })
      .where('id', '=', buyer.user.id)
      .execute();
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
    await suite.t.db
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
    const row = await suite.t.db
      .selectFrom('settings')
      .select('value')
      .where('key', '=', 'payment_gateways')
      .executeTakeFirstOrThrow();
    expect(JSON.parse(row.value)).toEqual([{ ...settings.payment_gateways[0], title: 'Souk Pay' }]);
    expect((await suite.t.app.inject({ url: '/api/master' })).body).not.toContain('sk_live_hidden');
  });
});

describe('multi-vendor and the root shop', () => {
  const productShops = async () =>
    new Set(
      (
        (await suite.t.app.inject({ url: '/api/products?per_page=100' })).json().data.products as Array<{
          shop: { id: number };
        }>
      ).map((product) => product.shop.id),
    );
  const setActive = (id: number, active: boolean) =>
    suite.t.app.inject({
      method: 'POST',
      url: `/api/staff/shops/${id}/active`,
      payload: { active },
      headers: bearer(suite.staff.token),
    });

  it('with multi-vendor off the catalogue and baskets offer the root shop alone, and a new root shop replaces it at once', async () => {
    const { root_shop: root } = await commerce();
    expect((await productShops()).size).toBeGreaterThan(1);
    // The last shops sell products without options (see checkout.test.ts).
    const last = await suite.t.db.selectFrom('shops').select('id').orderBy('id', 'desc').executeTakeFirstOrThrow();
    const other = await preparedProduct(suite.t, { price: 500, quantity: 50 }, last.id);

    expect((await save({ multi_vendor: false })).statusCode).toBe(200);
    try {
      expect((await master()).multi_vendor).toBe(false);
      expect(await productShops()).toEqual(new Set([root.id]));
      const customer = (await registerCustomer(suite.t)).token;
      expect((await addToCart(suite.t, customer, { product_id: other.id })).statusCode).toBe(404);

      const changed = await send('PUT', '/root-shop', { shop_id: last.id });
      expect(changed.statusCode, changed.body).toBe(200);
      expect(changed.json().data.root_shop).toMatchObject({ id: last.id, is_active: true });
      expect(await productShops()).toEqual(new Set([last.id]));
      expect((await addToCart(suite.t, customer, { product_id: other.id })).statusCode).toBe(200);
      const roots = await suite.t.db.selectFrom('shops').select('id').where('is_root', '=', 1).execute();
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
