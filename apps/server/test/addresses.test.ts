import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { writeSetting } from '../src/modules/settings/queries.ts';
import { bearer, get, post, registerCustomer } from './helpers/accounts.ts';
import { createTestApp, type TestContext } from './helpers/test-app.ts';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const home = {
  name: 'Nora Shopper',
  phone: '+1 555 010 2000',
  area: 'Riverside',
  flat_no: '4B',
  post_code: '10001',
  address_line: '12 River Road',
  address_line2: 'Second floor',
  address_type: 'Home',
  latitude: '40.7128',
  longitude: -74.006,
};

const store = (token: string, body: object) => post(t, '/api/address/store', body, { token });
const update = (token: string, id: number, body: object) => post(t, `/api/address/${id}/update`, body, { token });
const remove = (token: string, id: number) =>
  t.app.inject({ method: 'DELETE', url: `/api/address/${id}/delete`, headers: bearer(token) });
const list = async (token: string) => (await get(t, '/api/addresses', token)).json().data;

describe('addresses', () => {
  it('stores an address with every field; the first one becomes the default', async () => {
    const { token } = await registerCustomer(t);
    expect(await list(token)).toEqual({ total: 0, addresses: [] });
    const res = await store(token, home);
    expect(res.statusCode).toBe(200);
    const { address } = res.json().data;
    expect(address).toEqual({
      ...home,
      id: expect.any(Number),
      phone: '15550102000',
      latitude: 40.7128,
      is_default: true,
    });
    expect(await list(token)).toEqual({ total: 1, addresses: [address] });
    expect((await get(t, `/api/address/${address.id}`, token)).json().data.address).toEqual(address);
  });

  it('keeps exactly one default: a new default replaces the old, the default comes first', async () => {
    const { token } = await registerCustomer(t);
    const first = (await store(token, home)).json().data.address;
    const second = (await store(token, { ...home, address_type: 'Office' })).json().data.address;
    expect(second.is_default).toBe(false);
    const third = (await store(token, { ...home, address_type: 'Other', is_default: true })).json().data.address;
    expect(third.is_default).toBe(true);
    let { addresses } = await list(token);
    expect(addresses.map((a: { id: number }) => a.id)).toEqual([third.id, first.id, second.id]);
    expect(addresses.filter((a: { is_default: boolean }) => a.is_default)).toHaveLength(1);

    await update(token, second.id, { ...home, is_default: '1' });
    ({ addresses } = await list(token));
    expect(addresses[0].id).toBe(second.id);
    expect(addresses.filter((a: { is_default: boolean }) => a.is_default)).toHaveLength(1);

    // Unticking the default keeps it default: someone must be.
    const kept = await update(token, second.id, { ...home, address_line: '1 New Street', is_default: false });
    expect(kept.json().data.address).toMatchObject({ is_default: true, address_line: '1 New Street' });

    // Deleting the default promotes the first remaining address.
    expect((await remove(token, second.id)).statusCode).toBe(200);
    ({ addresses } = await list(token));
    expect(addresses.map((a: { id: number; is_default: boolean }) => [a.id, a.is_default])).toEqual([
      [first.id, true],
      [third.id, false],
    ]);
  });

  it("answers 404 on every call for another customer's address, and changes nothing", async () => {
    const owner = await registerCustomer(t);
    const stranger = await registerCustomer(t);
    const { address } = (await store(owner.token, home)).json().data;
    expect((await get(t, `/api/address/${address.id}`, stranger.token)).statusCode).toBe(404);
    const changed = await update(stranger.token, address.id, { ...home, address_line: 'Hijacked' });
    expect(changed.statusCode).toBe(404);
    expect(changed.json()).toEqual({ message: 'Address not found.' });
    expect((await remove(stranger.token, address.id)).statusCode).toBe(404);
    expect((await list(stranger.token)).total).toBe(0);
    expect((await list(owner.token)).addresses[0]).toEqual(address);
    // An id in the body does not change whose address is written.
    await store(stranger.token, { ...home, id: address.id, user_id: owner.user.id });
    expect((await list(owner.token)).total).toBe(1);
  });

  it('names each bad field', async () => {
    const { token } = await registerCustomer(t);
    const res = await store(token, { phone: '12', latitude: 'north', longitude: 200 });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({
      address_line: ['The address line field is required.'],
      address_type: ['The address type field is required.'],
      latitude: ['The latitude must be a number.'],
      longitude: ['The longitude must be between -180 and 180.'],
    });
    expect((await store(token, { ...home, phone: '12' })).json().errors).toEqual({
      phone: ['The phone must be at least 9 digits.'],
    });
    expect((await store(token, { ...home, phone: '' })).json().errors).toEqual({
      phone: ['The phone field is required.'],
    });
    expect((await get(t, '/api/address/abc', token)).statusCode).toBe(422);
  });

  it('follows the phone rules of the settings', async () => {
    const { token } = await registerCustomer(t);
    await writeSetting(t.db, 'phone_required', false);
    await writeSetting(t.db, 'phone_max_length', 10);
    try {
      expect((await store(token, { ...home, phone: null })).statusCode).toBe(200);
      expect((await store(token, { ...home, phone: '12345678901' })).json().errors.phone).toEqual([
        'The phone may not be greater than 10 digits.',
      ]);
    } finally {
      await writeSetting(t.db, 'phone_required', true);
      await writeSetting(t.db, 'phone_max_length', 16);
    }
  });

  it('needs a signed-in customer', async () => {
    expect((await get(t, '/api/addresses')).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'POST', url: '/api/address/store', payload: home })).statusCode).toBe(401);
  });
});
