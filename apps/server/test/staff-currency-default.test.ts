import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, get } from './helpers/accounts.ts';
import { staffToken } from './helpers/staff.ts';
import { createTestApp, type TestContext } from './helpers/test-app.ts';

// A new marketplace with no currency and no price yet: it chooses its default.
let t: TestContext;
let staff: { id: number; token: string };
beforeAll(async () => {
  t = await createTestApp({ seed: false, env: { RESPONSE_CACHE_SECONDS: '60' } });
  staff = await staffToken(t);
});
afterAll(() => t.close());

const create = (body: Record<string, unknown>) =>
  t.app.inject({
    method: 'POST',
    url: '/api/staff/currencies',
    payload: { position: 'prefix', precision: 2, is_active: true, ...body },
    headers: bearer(staff.token),
  });
const makeDefault = (id: number) =>
  t.app.inject({ method: 'POST', url: `/api/staff/currencies/${id}/default`, headers: bearer(staff.token) });
const rates = async () =>
  Object.fromEntries(
    (await t.db.selectFrom('currencies').select(['name', 'rate_from_default']).execute()).map((c) => [
      c.name,
      Number(c.rate_from_default),
    ]),
  );
const defaults = () => t.db.selectFrom('currencies').select('name').where('is_default', '=', 1).execute();

describe('choosing the default currency', () => {
  it('makes the first currency the default; while prices are stored, only the one they were shown in', async () => {
    // A delivery band typed while the storefront showed its fallback, dollars.
    const band = await t.db
      .insertInto('delivery_charges')
      .values({ min_quantity: 1, max_quantity: null, charge: 500 })
      .returning('id')
      .executeTakeFirstOrThrow();
    const euro = await create({ name: 'EUR', symbol: '€', rate_from_default: 1 });
    expect(euro.statusCode).toBe(422);
    expect(euro.json().errors).toEqual({ name: ['Prices are already stored in USD: add USD first.'] });
    const off = await create({ name: 'USD', symbol: '$', rate_from_default: 2, is_active: false });
    expect(off.statusCode).toBe(422);
    expect(off.json().errors).toEqual({
      rate_from_default: ["The default currency's rate is always 1."],
      is_active: ['The default currency cannot be deactivated.'],
    });

    const usd = await create({ name: 'USD', symbol: '$', rate_from_default: 1 });
    expect(usd.statusCode, usd.body).toBe(200);
    expect(usd.json().data).toEqual({
      currency: expect.objectContaining({ name: 'USD', is_default: true, rate_from_default: 1 }),
      can_change_default: false,
    });
    const master = (await get(t, '/api/master')).json().data;
    expect(master.currency).toMatchObject({ name: 'USD', symbol: '$' });

    const eur = await create({ name: 'EUR', symbol: '€', position: 'suffix', rate_from_default: 0.8 });
    expect(eur.json().data.currency.is_default).toBe(false);
    const refused = await makeDefault(eur.json().data.currency.id);
    expect(refused.statusCode).toBe(409);
    expect(await defaults()).toEqual([{ name: 'USD' }]);

    await t.db.deleteFrom('delivery_charges').where('id', '=', band.id).execute();
  });

  it('re-bases every rate on a new default, so each currency shows the same value, and logs it', async () => {
    const jpy = await create({ name: 'JPY', symbol: '¥', precision: 0, rate_from_default: 160 });
    const id = jpy.json().data.currency.id as number;
    const list = (await get(t, '/api/staff/currencies', staff.token)).json().data;
    expect(list.can_change_default).toBe(true);

    const res = await makeDefault(id);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().message).toBe('JPY is now the default currency: every rate is counted from it.');
    expect(res.json().data.currency).toMatchObject({ name: 'JPY', is_default: true, rate_from_default: 1 });
    expect(await defaults()).toEqual([{ name: 'JPY' }]);
    // 1 USD = 160 JPY = 0.8 EUR, so 1 JPY = 1/160 USD = 0.005 EUR.
    expect(await rates()).toEqual({ USD: 0.00625, EUR: 0.005, JPY: 1 });

    const master = (await get(t, '/api/master')).json().data;
    expect(master.currency).toMatchObject({ name: 'JPY', symbol: '¥', rate: 1 });
    expect(master.currencies[0]).toMatchObject({ name: 'JPY', is_default: true });

    const [entry] = await t.db
      .selectFrom('audit_log')
      .select(['action', 'before', 'after'])
      .where('subject_type', '=', 'currency')
      .where('subject_id', '=', String(id))
      .where('action', '=', 'currency.make_default')
      .execute();
    expect(JSON.parse(entry?.before ?? '')).toEqual({ default: 'USD', USD: 1, EUR: 0.8, JPY: 160 });
    expect(JSON.parse(entry?.after ?? '')).toEqual({ default: 'JPY', USD: 0.00625, EUR: 0.005, JPY: 1 });

    // Again: already so, nothing changes or is logged.
    const again = await makeDefault(id);
    expect(again.json().message).toBe('JPY is already the default currency.');
    const logged = await t.db
      .selectFrom('audit_log')
      .select('id')
      .where('action', '=', 'currency.make_default')
      .execute();
    expect(logged).toHaveLength(1);
  });

  it('refuses to make an inactive currency the default', async () => {
    const gbp = await create({ name: 'GBP', symbol: '£', rate_from_default: 0.004, is_active: false });
    const res = await makeDefault(gbp.json().data.currency.id);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('Activate this currency before making it the default.');
    expect(await defaults()).toEqual([{ name: 'JPY' }]);
  });
});
