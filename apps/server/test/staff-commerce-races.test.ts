import { describe, expect, it } from 'vitest';
import { bearer } from './helpers/accounts.ts';
import { staffRaceSuite } from './helpers/staff-race-suite.ts';

// Commerce changes of several staff members released together (meant for PostgreSQL, where
// they run at once; SQLite takes them one by one): each change is whole, logged once against
// what it replaced, and the rules of the whole (one root shop, one band set) hold afterwards.
const { suite, token } = staffRaceSuite();

const N = 8;
const send = (i: number, method: 'PUT' | 'POST', path: string, payload: object) =>
  suite.t.app.inject({ method, url: `/api/staff/commerce${path}`, payload, headers: bearer(token(i)) });
const statuses = (answers: Array<{ statusCode: number }>) => answers.map((res) => res.statusCode);
/** The audit entries of `action` logged since `after` (an id), oldest first, read back. */
async function entriesSince(action: string, after: number) {
  const rows = await suite.t.db
    .selectFrom('audit_log')
    .select(['id', 'before', 'after'])
    .where('action', '=', action)
    .where('id', '>', after)
    .orderBy('id')
    .execute();
  return rows.map((row) => ({
    before: JSON.parse(row.before ?? 'null') as Record<string, unknown>,
    after: JSON.parse(row.after ?? 'null') as Record<string, unknown>,
  }));
}
const lastAuditId = async () =>
  (await suite.t.db.selectFrom('audit_log').select('id').orderBy('id', 'desc').executeTakeFirst())?.id ?? 0;
/** Each entry's "before" is what the one before it left: the changes ran one after the other. */
function expectChained(
  entries: Array<{ before: Record<string, unknown>; after: Record<string, unknown> }>,
  key: string,
) {
  for (let i = 1; i < entries.length; i += 1) expect(entries[i]!.before[key]).toEqual(entries[i - 1]!.after[key]);
}

describe('commerce changed by several staff members at once', () => {
  it(`${N} saves of the switches and gateways at once: each logged against what the one before left`, async () => {
    const since = await lastAuditId();
    const answers = await Promise.all(
      Array.from({ length: N }, (_, i) =>
        send(i, 'PUT', '', {
          one_shop_per_cart: i % 2 === 0,
          payment_gateways: [{ name: 'sandbox', title: `Souk Pay ${i}` }],
        }),
      ),
    );
    expect(statuses(answers), answers.map((res) => res.body).join('\n')).toEqual(Array(N).fill(200));
    const entries = await entriesSince('commerce.update', since);
    expect(entries).toHaveLength(N);
    expectChained(entries, 'payment_gateways');
    // The gateway keeps its id and logo through every save; the last save's title is the one stored.
    const stored = await suite.t.db
      .selectFrom('settings')
      .select('value')
      .where('key', '=', 'payment_gateways')
      .executeTakeFirstOrThrow();
    expect(JSON.parse(stored.value)).toEqual(entries.at(-1)!.after.payment_gateways);
    expect(JSON.parse(stored.value)).toEqual([
      { id: 1, name: 'sandbox', title: expect.stringMatching(/^Souk Pay \d$/), logo: expect.any(String) },
    ]);
  });

  it(`${N} root shop changes at once, 3 rounds: exactly one root shop, the last one logged`, async () => {
    const shops = await suite.t.db.selectFrom('shops').select('id').where('is_active', '=', 1).orderBy('id').execute();
    expect(shops.length).toBeGreaterThan(2);
    for (let round = 0; round < 3; round += 1) {
      const since = await lastAuditId();
      const answers = await Promise.all(
        Array.from({ length: N }, (_, i) =>
          send(i, 'PUT', '/root-shop', { shop_id: shops[(i + round) % shops.length]!.id }),
        ),
      );
      expect(statuses(answers), answers.map((res) => res.body).join('\n')).toEqual(Array(N).fill(200));
      const roots = await suite.t.db.selectFrom('shops').select('id').where('is_root', '=', 1).execute();
      expect(roots).toHaveLength(1);
      const entries = await entriesSince('commerce.root_shop', since);
      expectChained(entries, 'root_shop_id');
      expect(entries.at(-1)!.after.root_shop_id).toBe(roots[0]!.id);
    }
  });

  it(`${N} band sets saved at once, 3 rounds: the bands left are one set sent, whole`, async () => {
    for (let round = 0; round < 3; round += 1) {
      const since = await lastAuditId();
      // Sets of different lengths and bounds, so any mix of two shows.
      const sets = Array.from({ length: N }, (_, i) =>
        Array.from({ length: (i % 3) + 1 }, (_, b) => ({
          min_quantity: b * 10 + 1,
          max_quantity: b === i % 3 ? null : b * 10 + 10,
          charge: round * 100 + i * 10 + b,
        })),
      );
      const answers = await Promise.all(sets.map((bands, i) => send(i, 'PUT', '/delivery-bands', { bands })));
      expect(statuses(answers), answers.map((res) => res.body).join('\n')).toEqual(Array(N).fill(200));
      const stored = await suite.t.db
        .selectFrom('delivery_charges')
        .select(['min_quantity', 'max_quantity', 'charge'])
        .orderBy('min_quantity')
        .execute();
      const left = stored.map((band) => ({ ...band, charge: band.charge / 100 }));
      expect(sets).toContainEqual(left);
      const entries = await entriesSince('commerce.delivery_bands', since);
      expect(entries).toHaveLength(N);
      expectChained(entries, 'delivery_bands');
      expect(entries.at(-1)!.after.delivery_bands).toEqual(left);
    }
  });

  it(`${N} VAT rates of one name added at once: one is added, the others refused`, async () => {
    const answers = await Promise.all(
      Array.from({ length: N }, (_, i) => send(i, 'POST', '/vat-rates', { name: 'Harbour levy', percentage: i })),
    );
    expect(statuses(answers).sort()).toEqual([200, ...Array(N - 1).fill(422)]);
    const rows = await suite.t.db.selectFrom('vat_taxes').select('id').where('name', '=', 'Harbour levy').execute();
    expect(rows).toHaveLength(1);
  });

  it(`multi-vendor switched off and the root shop deactivated at once, 3 rounds: never both`, async () => {
    const root = await suite.t.db.selectFrom('shops').select('id').where('is_root', '=', 1).executeTakeFirstOrThrow();
    const storedMultiVendor = async () => {
      const row = await suite.t.db
        .selectFrom('settings')
        .select('value')
        .where('key', '=', 'multi_vendor')
        .executeTakeFirst();
      return row ? (JSON.parse(row.value) as boolean) : true;
    };
    for (let round = 0; round < 3; round += 1) {
      const answers = await Promise.all(
        Array.from({ length: N }, (_, i) =>
          i % 2 === round % 2
            ? send(i, 'PUT', '', { multi_vendor: false })
            : suite.t.app.inject({
                method: 'POST',
                url: `/api/staff/shops/${root.id}/active`,
                payload: { active: false },
                headers: bearer(token(i)),
              }),
        ),
      );
      // Whichever came first stands; the other is refused on the field it would break.
      expect(statuses(answers).every((status) => status === 200 || status === 422)).toBe(true);
      const shop = await suite.t.db
        .selectFrom('shops')
        .select('is_active')
        .where('id', '=', root.id)
        .executeTakeFirstOrThrow();
      const multiVendor = await storedMultiVendor();
      expect(
        multiVendor || shop.is_active === 1,
        `round ${round}: multi-vendor off with the root shop deactivated`,
      ).toBe(true);
      // Back to the start: multi-vendor on, the root shop active.
      expect((await send(0, 'PUT', '', { multi_vendor: true })).statusCode).toBe(200);
      const reactivated = await suite.t.app.inject({
        method: 'POST',
        url: `/api/staff/shops/${root.id}/active`,
        payload: { active: true },
        headers: bearer(token(0)),
      });
      expect(reactivated.statusCode, reactivated.body).toBe(200);
    }
  });
});
