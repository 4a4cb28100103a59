import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, get, post } from './helpers/accounts.ts';
import { addToCart, placeOrder, preparedProduct, sellerToken, shopper } from './helpers/commerce.ts';
import { CATALOGUE_CACHES } from './helpers/seller.ts';
import { shopperReads } from './helpers/seller-shop.ts';
import { staffToken } from './helpers/staff.ts';
import { createTestApp, type TestContext } from './helpers/test-app.ts';

// Staff's shop pages: the list, a shop's page with its latest orders, and correcting its name and
// contact, with the catalogue's caches on (CATALOGUE_CACHES). Deactivating is in
// staff-shops-storefront.test.ts, and edits and switches at once in races/staff-shops.test.ts.
let t: TestContext;
let staff: { id: number; token: string };
beforeAll(async () => {
  t = await createTestApp({ env: CATALOGUE_CACHES });
  staff = await staffToken(t);
});
afterAll(() => t.close());

const list = (query: string, token = staff.token) => get(t, `/api/staff/shops?${query}`, token);
const edit = (id: number | string, payload: object, token = staff.token) =>
  t.app.inject({ method: 'PUT', url: `/api/staff/shops/${id}`, payload, headers: bearer(token) });
const setActive = (id: number | string, active: unknown, token = staff.token) =>
  post(t, `/api/staff/shops/${id}/active`, { active }, { token });

const shopRow = (id: number) => t.db.selectFrom('shops').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

/** The audit log's entries about shop `id`, oldest first. */
const auditOf = (id: number) =>
  t.db
    .selectFrom('audit_log')
    .selectAll()
    .where('subject_type', '=', 'shop')
    .where('subject_id', '=', String(id))
    .orderBy('id')
    .execute();

/** The body that leaves shop `id` as it is, with `changes`. */
async function contact(id: number, changes: Record<string, unknown> = {}) {
  const row = await shopRow(id);
  return { name: row.name, address: row.address, phone: row.phone, email: row.email, ...changes };
}

describe('platform staff manage shops', () => {
  it('lists shops newest first, searched by a piece of the name or owner, with counts per status', async () => {
    const everyone = (await list('per_page=100')).json().data;
    expect(everyone.counts).toEqual({ active: 12, inactive: 0, all: 12 });
    expect(everyone.shops.map((shop: { id: number }) => shop.id)).toEqual([12, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1]);
    const first = everyone.shops.at(-1);
    const products = await t.db
      .selectFrom('products')
      .select((eb) => eb.fn.countAll<number | string>().as('n'))
      .where('shop_id', '=', 1)
      .executeTakeFirstOrThrow();
    expect(first).toEqual({
      id: 1,
      name: 'Souk Central',
      logo: expect.any(String),
      is_active: true,
      is_root: true,
      owner: { id: expect.any(Number), name: expect.any(String), email: 'seller1@example.com' },
      product_count: Number(products.n),
      order_count: 0,
      rating: expect.any(Number),
      review_count: expect.any(Number),
      created_at: expect.any(String),
    });
    expect(first.product_count).toBeGreaterThan(0);

    expect((await setActive(3, false)).statusCode).toBe(200);
    try {
      // A piece of the name, case aside.
      const byName = (await list('search=pOcKeT%20t')).json().data;
      expect(byName.shops.map((shop: { name: string }) => shop.name)).toEqual(['Pocket Tech']);
      const byOwner = (await list('search=SELLER3%40EXAMPLE')).json().data;
      expect(byOwner.shops.map((shop: { id: number }) => shop.id)).toEqual([3]);
      expect(byOwner.counts).toEqual({ active: 0, inactive: 1, all: 1 });

      const inactive = (await list('status=inactive')).json().data;
      expect(inactive.shops.map((shop: { id: number; is_active: boolean }) => [shop.id, shop.is_active])).toEqual([
        [3, false],
      ]);
      expect(inactive.total).toBe(1);
      expect(inactive.counts).toEqual({ active: 11, inactive: 1, all: 12 });
      const active = (await list('status=active&per_page=5&page=2')).json().data;
      expect(active.total).toBe(11);
      expect(active.shops.map((shop: { id: number }) => shop.id)).toEqual([7, 6, 5, 4, 2]);
      // Wildcards are plain text.
      expect((await list('search=%25%25_%25')).json().data.total).toBe(0);
    } finally {
      expect((await setActive(3, true)).statusCode).toBe(200);
    }
  });

  it("shows a shop's owner, counts, contact and latest orders, newest first", async () => {
    const product = await preparedProduct(t, { price: 1250, quantity: 10 });
    const id = product.shopId;
    const codes: string[] = [];
    const buyers = [await shopper(t), await shopper(t)];
    for (const buyer of buyers) {
      await addToCart(t, buyer.token, { product_id: product.id });
      const placed = await placeOrder(t, buyer.token, { shop_ids: [id], address_id: buyer.addressId });
      expect(placed.statusCode, placed.body).toBe(200);
      codes.push(placed.json().data.orders[0].order_code);
    }
    const res = await get(t, `/api/staff/shops/${id}`, staff.token);
    expect(res.statusCode, res.body).toBe(200);
    const { shop, orders } = res.json().data;
    const row = await shopRow(id);
    expect(shop).toMatchObject({
      id,
      name: row.name,
      slug: row.slug,
      address: row.address,
      phone: row.phone,
      email: row.email,
      is_active: true,
      is_root: row.is_root === 1,
      order_count: 2,
      owner: { email: `seller${id}@example.com` },
    });
    expect(orders).toEqual(
      [...buyers].reverse().map((buyer, i) => ({
        id: expect.any(Number),
        order_code: [...codes].reverse()[i],
        customer: { id: buyer.user.id, name: buyer.user.name },
        payable_amount: expect.any(Number),
        order_status: 'Pending',
        created_at: expect.any(String),
      })),
    );
    expect(orders[0].payable_amount).toBeGreaterThanOrEqual(12.5);
    const listed = (await list(`search=seller${id}%40`)).json().data.shops[0];
    expect(listed.order_count).toBe(2);
  });

  it('corrects the name and contact: only what changed is written and logged, and shoppers see it at once', async () => {
    const id = 4;
    const untouched = await shopRow(id);
    // Read once, so the caches hold the old name and phone.
    expect((await shopperReads(t, `/api/shops/${id}`)).shop.name).toBe(untouched.name);

    const res = await edit(id, await contact(id, { name: '  Pocket Tech Plus ', phone: '+1 555 010 9999' }));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().message).toBe('Shop saved.');
    expect(res.json().data.shop).toMatchObject({ id, name: 'Pocket Tech Plus', phone: '+1 555 010 9999' });
    const row = await shopRow(id);
    // The rest of the profile, and the slug the shop was opened with, stay.
    expect({ ...row, name: untouched.name, phone: untouched.phone }).toEqual(untouched);
    const page = (await shopperReads(t, `/api/shops/${id}`)).shop;
    expect([page.name, page.phone]).toEqual(['Pocket Tech Plus', '+1 555 010 9999']);
    const card = (await shopperReads(t, '/api/shops?per_page=100')).shops.find((s: { id: number }) => s.id === id);
    expect(card.name).toBe('Pocket Tech Plus');

    // Blank contact fields clear them; the e-mail is kept lower-case.
    expect((await edit(id, await contact(id, { address: ' ', email: 'Help@Pocket.Example' }))).statusCode).toBe(200);
    expect(await shopRow(id)).toMatchObject({ address: null, email: 'help@pocket.example' });

    // The same again changes nothing and records nothing.
    const again = await edit(id, await contact(id));
    expect(again.statusCode).toBe(200);
    expect(again.json().message).toBe('Nothing to save: the shop is as sent.');
    const entries = await auditOf(id);
    expect(
      entries.map((entry) => [entry.action, entry.actor_id, JSON.parse(entry.before!), JSON.parse(entry.after!)]),
    ).toEqual([
      [
        'shop.update',
        staff.id,
        { name: untouched.name, phone: untouched.phone },
        { name: 'Pocket Tech Plus', phone: '+1 555 010 9999' },
      ],
      [
        'shop.update',
        staff.id,
        { address: untouched.address, email: untouched.email },
        { address: null, email: 'help@pocket.example' },
      ],
    ]);
  });

  it('refuses bad input with 422 naming the field, changing nothing', async () => {
    const id = 6;
    const before = await shopRow(id);
    const fields = async (res: Awaited<ReturnType<typeof list>>) => {
      expect(res.statusCode, res.body).toBe(422);
      return Object.keys(res.json().errors);
    };
    expect(await fields(await edit(id, await contact(id, { name: 'x' })))).toEqual(['name']);
    expect(await fields(await edit(id, await contact(id, { name: '   ' })))).toEqual(['name']);
    expect(await fields(await edit(id, await contact(id, { phone: 'call me' })))).toEqual(['phone']);
    expect(await fields(await edit(id, await contact(id, { email: 'not-an-email' })))).toEqual(['email']);
    expect(await fields(await edit(id, await contact(id, { address: 'a'.repeat(501) })))).toEqual(['address']);
    expect(await fields(await edit(id, {}))).toEqual(['name']);
    expect(await fields(await edit('abc', await contact(id)))).toEqual(['id']);
    expect(await fields(await setActive(id, 'maybe'))).toEqual(['active']);
    expect(await fields(await setActive(id, undefined))).toEqual(['active']);
    expect(await fields(await list('status=closed'))).toEqual(['status']);
    expect(await fields(await list(`search=${'x'.repeat(101)}`))).toEqual(['search']);
    expect(await fields(await get(t, '/api/staff/shops/0', staff.token))).toEqual(['id']);
    expect(await shopRow(id)).toEqual(before);
    expect(await auditOf(id)).toEqual([]);
  });

  it('answers 404 for an unknown shop, in the caller’s language', async () => {
    expect((await get(t, '/api/staff/shops/987654', staff.token)).statusCode).toBe(404);
    const body = await contact(7);
    for (const res of [await edit(987_654, body), await setActive(987_654, false), await setActive(987_654, true)]) {
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe('Shop not found.');
    }
    const arabic = await t.app.inject({
      method: 'GET',
      url: '/api/staff/shops/987654',
      headers: { ...bearer(staff.token), 'accept-language': 'ar' },
    });
    expect(arabic.json().message).toBe('المتجر غير موجود.');
  });

  it("refuses a shop owner's token (403), a shopper's and none (401), changing nothing", async () => {
    const id = 8;
    const owner = await sellerToken(t, id);
    const { token: customer } = await shopper(t);
    const before = await shopRow(id);
    const body = await contact(id, { name: 'Taken Over' });
    for (const [token, status] of [
      [owner, 403],
      [customer, 401],
      ['', 401],
    ] as const) {
      expect((await list('', token)).statusCode).toBe(status);
      expect((await get(t, `/api/staff/shops/${id}`, token)).statusCode).toBe(status);
      expect((await edit(id, body, token)).statusCode).toBe(status);
      expect((await setActive(id, false, token)).statusCode).toBe(status);
    }
    expect(await shopRow(id)).toEqual(before);
    expect(await auditOf(id)).toEqual([]);
  });
});
