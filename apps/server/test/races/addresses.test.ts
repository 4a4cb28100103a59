import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, post } from '../helpers/accounts.ts';
import { addToCart, placeOrder, preparedProduct, quickShoppers } from '../helpers/commerce.ts';
import { createTestApp, type TestContext } from '../helpers/test-app.ts';

// A customer's saved addresses under requests released together: exactly one default while any
// address is left, at most 50 of them, and an address an order was sent to is never deleted.
let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const body = { name: 'Nora', phone: '+1 555 010 2000', address_line: '12 River Road', address_type: 'Home' };
const store = (token: string, extra: object = {}) => post(t, '/api/address/store', { ...body, ...extra }, { token });
const makeDefault = (token: string, id: number) =>
  post(t, `/api/address/${id}/update`, { ...body, is_default: true }, { token });
const remove = (token: string, id: number) =>
  t.app.inject({ method: 'DELETE', url: `/api/address/${id}/delete`, headers: bearer(token) });

const addressesOf = (userId: number) =>
  t.db.selectFrom('addresses').select(['id', 'is_default']).where('user_id', '=', userId).orderBy('id').execute();

/** A customer without addresses (quickShoppers gives each one; it goes). */
async function bareCustomer(tag: string) {
  const [who] = await quickShoppers(t, 1, tag);
  if (!who) throw new Error('no customer');
  await t.db.deleteFrom('addresses').where('user_id', '=', who.id).execute();
  return who;
}

/** `n` stored addresses of the customer, the first the default. */
async function storedAddresses(token: string, n: number): Promise<number[]> {
  const ids: number[] = [];
  for (let i = 0; i < n; i += 1) ids.push((await store(token)).json().data.address.id as number);
  return ids;
}

const defaults = async (userId: number) => (await addressesOf(userId)).filter((a) => a.is_default === 1).length;

describe('addresses stored together', () => {
  it('make the first of them the only default (10 rounds of 6)', async () => {
    for (let round = 0; round < 10; round += 1) {
      const who = await bareCustomer(`first-${round}`);
      const answers = await Promise.all(Array.from({ length: 6 }, () => store(who.token)));
      expect(answers.map((res) => res.statusCode)).toEqual(Array(6).fill(200));
      expect(await addressesOf(who.id)).toHaveLength(6);
      expect(await defaults(who.id)).toBe(1);
    }
  });

  it('each asked to be the default leave one default', async () => {
    const who = await bareCustomer('new-defaults');
    await storedAddresses(who.token, 2);
    const answers = await Promise.all(Array.from({ length: 8 }, () => store(who.token, { is_default: true })));
    expect(answers.map((res) => res.statusCode)).toEqual(Array(8).fill(200));
    expect(await defaults(who.id)).toBe(1);
  });

  it('stop at the limit of 50', async () => {
    const who = await bareCustomer('limit');
    await storedAddresses(who.token, 47);
    const answers = await Promise.all(Array.from({ length: 10 }, () => store(who.token)));
    expect(answers.filter((res) => res.statusCode === 200)).toHaveLength(3);
    expect(answers.filter((res) => res.statusCode === 422)).toHaveLength(7);
    expect(await addressesOf(who.id)).toHaveLength(50);
  });
});

describe('changing the default while others change', () => {
  it('set-default of every address at once leaves one default (10 rounds)', async () => {
    for (let round = 0; round < 10; round += 1) {
      const who = await bareCustomer(`switch-${round}`);
      const ids = await storedAddresses(who.token, 5);
      const answers = await Promise.all([...ids.map((id) => makeDefault(who.token, id)), store(who.token)]);
      expect(answers.map((res) => res.statusCode)).toEqual(Array(6).fill(200));
      expect(await defaults(who.id)).toBe(1);
    }
  });

  it('deleting the default and the others at once leaves the last one the default (10 rounds)', async () => {
    for (let round = 0; round < 10; round += 1) {
      const who = await bareCustomer(`delete-${round}`);
      const ids = await storedAddresses(who.token, 5);
      const kept = ids[round % ids.length];
      const answers = await Promise.all(ids.filter((id) => id !== kept).map((id) => remove(who.token, id)));
      expect(answers.map((res) => res.statusCode)).toEqual(Array(4).fill(200));
      expect(await addressesOf(who.id)).toEqual([{ id: kept, is_default: 1 }]);
    }
  });

  it('set-default racing the delete of the default leaves one default (10 rounds)', async () => {
    for (let round = 0; round < 10; round += 1) {
      const who = await bareCustomer(`swap-${round}`);
      const [first, ...others] = await storedAddresses(who.token, 4);
      const answers = await Promise.all([
        remove(who.token, first ?? 0),
        ...others.map((id) => makeDefault(who.token, id)),
      ]);
      expect(answers.map((res) => res.statusCode)).toEqual(Array(4).fill(200));
      expect(await addressesOf(who.id)).toHaveLength(3);
      expect(await defaults(who.id)).toBe(1);
    }
  });
});

describe('deleting an address while an order is placed to it', () => {
  it('either the order is placed and the address stays, or the address goes and no order is placed (10 rounds)', async () => {
    const product = await preparedProduct(t, { price: 500, quantity: 100 });
    for (let round = 0; round < 10; round += 1) {
      const who = await bareCustomer(`in-use-${round}`);
      const [, addressId] = await storedAddresses(who.token, 2);
      await addToCart(t, who.token, { product_id: product.id });
      const [placed, deleted] = await Promise.all([
        placeOrder(t, who.token, { shop_ids: [product.shopId], address_id: addressId }),
        remove(who.token, addressId ?? 0),
      ]);
      const orders = await t.db.selectFrom('orders').select('address_id').where('user_id', '=', who.id).execute();
      const left = (await addressesOf(who.id)).map((a) => a.id);
      if (placed.statusCode === 200) {
        expect(deleted.statusCode).toBe(422);
        expect(orders).toEqual([{ address_id: addressId }]);
        expect(left).toContain(addressId);
      } else {
        // The delete came first: Place Order reads the address under the customer's lock.
        expect(deleted.statusCode).toBe(200);
        expect(placed.statusCode).toBe(422);
        expect(Object.keys(placed.json().errors)).toEqual(['address_id']);
        expect(orders).toEqual([]);
        expect(left).not.toContain(addressId);
      }
    }
  });
});
