import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { onCatalogChange } from '../src/lib/catalog-events.ts';
import { bearer, get, registerCustomer } from './helpers/accounts.ts';
import { sellerToken } from './helpers/commerce.ts';
import { staffToken } from './helpers/staff.ts';
import { createTestApp, type TestContext } from './helpers/test-app.ts';

// On the demo marketplace (prices stored in USD), with the response cache on as in production.
let t: TestContext;
let staff: { id: number; token: string };
beforeAll(async () => {
  t = await createTestApp({ env: { RESPONSE_CACHE_SECONDS: '60' } });
  staff = await staffToken(t);
});
afterAll(() => t.close());

const send = (method: 'POST' | 'PUT', url: string, payload: object, token = staff.token) =>
  t.app.inject({ method, url, payload, headers: bearer(token) });
const create = (body: object, token?: string) => send('POST', '/api/staff/currencies', body, token);
const update = (id: number, body: object) => send('PUT', `/api/staff/currencies/${id}`, body);
const makeDefault = (id: number) => send('POST', `/api/staff/currencies/${id}/default`, {});

/** A currency's full body, `overrides` over a valid one. */
const body = (overrides: Record<string, unknown> = {}) => ({
  name: 'GBP',
  symbol: '£',
  position: 'prefix',
  rate_from_default: 0.79,
  precision: 2,
  is_active: true,
  ...overrides,
});

const masterCurrencies = async () => (await get(t, '/api/master')).json().data.currencies as Array<{ name: string }>;
const row = (name: string) =>
  t.db.selectFrom('currencies').selectAll().where('name', '=', name).executeTakeFirstOrThrow();
const auditOf = (id: number) =>
  t.db
    .selectFrom('audit_log')
    .select(['action', 'actor_id', 'before', 'after'])
    .where('subject_type', '=', 'currency')
    .where('subject_id', '=', String(id))
    .orderBy('id')
    .execute();

/** Counts the catalogue changes announced while `work` runs. */
async function changesDuring(work: () => Promise<unknown>): Promise<number> {
  let changes = 0;
  const stop = onCatalogChange(() => (changes += 1));
  try {
    await work();
  } finally {
    stop();
  }
  return changes;
}

describe('platform staff keep the currencies', () => {
  it('lists every currency, the default first, and says the default cannot change while prices are stored', async () => {
    const res = await get(t, '/api/staff/currencies', staff.token);
    expect(res.statusCode, res.body).toBe(200);
    const data = res.json().data;
    expect(data.can_change_default).toBe(false);
    expect(data.currencies[0]).toEqual({
      id: expect.any(Number),
      name: 'USD',
      symbol: '$',
      position: 'prefix',
      rate_from_default: 1,
      precision: 2,
      is_default: true,
      is_active: true,
    });
    expect(data.currencies.map((c: { name: string }) => c.name)).toEqual(['USD', 'EUR', 'JPY']);
  });

  it('adds a currency the storefront offers at once, cached answers and all, with its audit entry', async () => {
    // The storefront's master data read (and so cached, were it cacheable) before the change.
    expect((await masterCurrencies()).map((c) => c.name)).not.toContain('GBP');
    let res: Awaited<ReturnType<typeof create>> | undefined;
    expect(await changesDuring(async () => (res = await create(body({ name: 'gbp' }))))).toBe(1);
    expect(res?.statusCode, res?.body).toBe(200);
    expect(res?.json().message).toBe('Currency added.');
    const created = res?.json().data.currency;
    expect(created).toEqual({ id: expect.any(Number), ...body(), is_default: false });

    const offered = (await masterCurrencies()).find((c) => c.name === 'GBP');
    expect(offered).toEqual({
      id: created.id,
      name: 'GBP',
      symbol: '£',
      position: 'prefix',
      rate_from_default: 0.79,
      precision: 2,
      is_default: false,
    });
    const entries = await auditOf(created.id);
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({ action: 'currency.create', actor_id: staff.id, before: null });
    expect(JSON.parse(entries[0]?.after ?? '')).toEqual({ ...body(), is_default: false });
  });

  it('refuses bad fields with 422 naming each, and a taken name on `name`, changing nothing', async () => {
    const cases: Array<[Record<string, unknown>, string, string]> = [
      [{ rate_from_default: 0 }, 'rate_from_default', 'The rate must be greater than 0.'],
      [{ rate_from_default: '-2' }, 'rate_from_default', 'The rate must be greater than 0.'],
      [{ rate_from_default: 'abc' }, 'rate_from_default', 'The rate must be a number.'],
      [{ rate_from_default: '' }, 'rate_from_default', 'The rate field is required.'],
      [{ precision: 5 }, 'precision', 'The precision may not be greater than 4.'],
      [{ precision: 1.5 }, 'precision', 'The precision must be a whole number.'],
      [{ name: 'EURO' }, 'name', 'The name must be a three-letter currency code, such as EUR.'],
      [{ name: 'eur' }, 'name', 'The name has already been taken.'],
      [{ position: 'middle' }, 'position', 'The position must be prefix or suffix.'],
      [{ symbol: ' ' }, 'symbol', 'The symbol field is required.'],
      [{ is_active: 'maybe' }, 'is_active', 'The active field must be true or false.'],
      [{ is_active: undefined }, 'is_active', 'The active field must be true or false.'],
      [{ name: null }, 'name', 'The name field is required.'],
      [{ symbol: 'x'.repeat(11) }, 'symbol', 'The symbol may not be greater than 10 characters.'],
      [{ precision: 'two' }, 'precision', 'The precision must be a number.'],
      [{ rate_from_default: true }, 'rate_from_default', 'The rate must be a number.'],
      [{ rate_from_default: 2_000_000_000 }, 'rate_from_default', 'The rate may not be greater than 1,000,000,000.'],
    ];
    const before = await t.db.selectFrom('currencies').select('id').execute();
    for (const [overrides, field, message] of cases) {
      const res = await create(body({ name: 'CHF', ...overrides }));
      expect(res.statusCode, JSON.stringify(overrides)).toBe(422);
      expect(res.json().errors[field], JSON.stringify(overrides)).toEqual([message]);
    }
    expect(await t.db.selectFrom('currencies').select('id').execute()).toHaveLength(before.length);

    // In Arabic, the field's name and all.
    const arabic = await t.app.inject({
      method: 'POST',
      url: '/api/staff/currencies',
      payload: body({ name: 'CHF', rate_from_default: 'abc' }),
      headers: { ...bearer(staff.token), 'accept-language': 'ar' },
    });
    expect(arabic.json().errors.rate_from_default).toEqual(['يجب أن يكون سعر الصرف رقمًا.']);
  });

  it('changes a currency, the audit entry holding only what changed, and the storefront follows at once', async () => {
    const euro = await row('EUR');
    let res: Awaited<ReturnType<typeof update>> | undefined;
    const changes = await changesDuring(
      async () =>
        (res = await update(
          euro.id,
          body({ name: 'EUR', symbol: 'EUR ', position: 'prefix', rate_from_default: '0.9', precision: 3 }),
        )),
    );
    expect(res?.statusCode, res?.body).toBe(200);
    expect(changes).toBe(1);
    expect(res?.json().data.currency).toMatchObject({ symbol: 'EUR', position: 'prefix', rate_from_default: 0.9 });
    const entries = await auditOf(euro.id);
    expect(entries.map((e) => e.action)).toEqual(['currency.update']);
    expect(JSON.parse(entries[0]?.before ?? '')).toEqual({
      symbol: '€',
      position: 'suffix',
      rate_from_default: 0.92,
      precision: 2,
    });
    expect(JSON.parse(entries[0]?.after ?? '')).toEqual({
      symbol: 'EUR',
      position: 'prefix',
      rate_from_default: 0.9,
      precision: 3,
    });
    expect((await masterCurrencies()).find((c) => c.name === 'EUR')).toMatchObject({ rate_from_default: 0.9 });

    // The same again changes nothing and records nothing.
    const again = await update(
      euro.id,
      body({ name: 'EUR', symbol: 'EUR', position: 'prefix', rate_from_default: 0.9, precision: 3 }),
    );
    expect(again.statusCode).toBe(200);
    expect(await auditOf(euro.id)).toHaveLength(1);

    // Deactivated, the storefront no longer offers it; renamed to a taken name, refused.
    expect((await update(euro.id, body({ name: 'EUR', is_active: false }))).statusCode).toBe(200);
    expect((await masterCurrencies()).map((c) => c.name)).not.toContain('EUR');
    const taken = await update(euro.id, body({ name: 'JPY' }));
    expect(taken.statusCode).toBe(422);
    expect(taken.json().errors).toEqual({ name: ['The name has already been taken.'] });
  });

  it("keeps the default's rate at 1, active, and its name while prices are stored in it", async () => {
    const usd = await row('USD');
    const res = await update(usd.id, body({ name: 'USD', symbol: '$', rate_from_default: 2, is_active: false }));
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({
      rate_from_default: ["The default currency's rate is always 1."],
      is_active: ['The default currency cannot be deactivated.'],
    });
    const renamed = await update(usd.id, body({ name: 'CAD', symbol: '$', rate_from_default: 1 }));
    expect(renamed.statusCode).toBe(422);
    expect(renamed.json().errors).toEqual({
      name: ["The default currency's name cannot change while prices are stored in it."],
    });
    // Its look may change.
    const look = await update(usd.id, body({ name: 'USD', symbol: 'US$', position: 'suffix', rate_from_default: 1 }));
    expect(look.statusCode, look.body).toBe(200);
    expect(await row('USD')).toMatchObject({ symbol: 'US$', position: 'suffix', rate_from_default: 1, is_default: 1 });
    await update(usd.id, body({ name: 'USD', symbol: '$', position: 'prefix', rate_from_default: 1 }));
  });

  it('refuses a new default while prices are stored (409), changing nothing', async () => {
    const yen = await row('JPY');
    const res = await makeDefault(yen.id);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(
      'The default currency cannot change once prices are stored: every price, order and voucher is kept in it and would be read in the new one.',
    );
    expect(await row('USD')).toMatchObject({ is_default: 1, rate_from_default: 1 });
    expect(await row('JPY')).toMatchObject({ is_default: 0, rate_from_default: 151.5 });
    expect(await auditOf(yen.id)).toEqual([]);
  });

  it('answers 404 for an unknown currency and refuses shop owners (403) and shoppers (401)', async () => {
    expect((await get(t, '/api/staff/currencies/999999', staff.token)).statusCode).toBe(404);
    expect((await update(999_999, body({ name: 'NOK' }))).statusCode).toBe(404);
    expect((await makeDefault(999_999)).statusCode).toBe(404);
    const owner = await sellerToken(t, 1);
    expect((await get(t, '/api/staff/currencies', owner)).statusCode).toBe(403);
    expect((await create(body({ name: 'NOK' }), owner)).statusCode).toBe(403);
    const shopper = await registerCustomer(t);
    expect((await get(t, '/api/staff/currencies', shopper.token)).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: '/api/staff/currencies' })).statusCode).toBe(401);
    expect(await t.db.selectFrom('currencies').select('id').where('name', '=', 'NOK').execute()).toEqual([]);
  });
});
