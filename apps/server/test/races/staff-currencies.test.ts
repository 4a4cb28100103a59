import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer } from '../helpers/accounts.ts';
import { staffToken } from '../helpers/staff.ts';
import { createTestApp, type TestContext } from '../helpers/test-app.ts';

// Currency writes released together on a marketplace with no price yet: there is always exactly
// one default, at rate 1, and every rate still says what it said of the others.
let t: TestContext;
let tokens: string[];
beforeAll(async () => {
  t = await createTestApp({ seed: false });
  tokens = await Promise.all(Array.from({ length: 4 }, async () => (await staffToken(t)).token));
});
afterAll(() => t.close());

const N = 8;
const create = (i: number, name: string, rate: number) =>
  t.app.inject({
    method: 'POST',
    url: '/api/staff/currencies',
    payload: { name, symbol: name, position: 'prefix', rate_from_default: rate, precision: 2, is_active: true },
    headers: bearer(tokens[i % tokens.length] ?? ''),
  });
const makeDefault = (i: number, id: number) =>
  t.app.inject({
    method: 'POST',
    url: `/api/staff/currencies/${id}/default`,
    headers: bearer(tokens[i % tokens.length] ?? ''),
  });
const currencies = () =>
  t.db.selectFrom('currencies').select(['id', 'name', 'rate_from_default', 'is_default']).orderBy('id').execute();

/** Rates as the first default (USD) counts them. */
const ORIGINAL: Record<string, number> = { USD: 1, EUR: 0.8, JPY: 160, GBP: 0.75 };

describe('currencies changed by several staff members at once', () => {
  it(`${N} different first currencies added at once, 5 rounds: all added, exactly one of them the default`, async () => {
    for (let round = 0; round < 5; round += 1) {
      await t.db.deleteFrom('currencies').execute();
      const names = Array.from(
        { length: N },
        (_, i) => `Q${String.fromCharCode(65 + round)}${String.fromCharCode(65 + i)}`,
      );
      const answers = await Promise.all(names.map((name, i) => create(i, name, 1)));
      expect(
        answers.map((res) => res.statusCode),
        answers.map((res) => res.body).join('\n'),
      ).toEqual(Array(N).fill(200));
      const rows = await currencies();
      expect(rows).toHaveLength(N);
      expect(rows.filter((row) => row.is_default === 1)).toHaveLength(1);
    }
  });

  it(`${N} of one name at once: one added, the others refused on the name`, async () => {
    await t.db.deleteFrom('currencies').execute();
    const answers = await Promise.all(Array.from({ length: N }, (_, i) => create(i, 'USD', 1)));
    expect(answers.filter((res) => res.statusCode === 200)).toHaveLength(1);
    for (const res of answers.filter((r) => r.statusCode !== 200)) {
      expect(res.statusCode, res.body).toBe(422);
      expect(res.json().errors).toEqual({ name: ['The name has already been taken.'] });
    }
    for (const name of ['EUR', 'JPY', 'GBP']) expect((await create(0, name, ORIGINAL[name] ?? 0)).statusCode).toBe(200);
    const rows = await currencies();
    expect(rows.map((row) => [row.name, row.is_default])).toEqual([
      ['USD', 1],
      ['EUR', 0],
      ['JPY', 0],
      ['GBP', 0],
    ]);
  });

  it(`${N} "make default" at once, for different currencies and the same, 5 rounds: one default, rates consistent`, async () => {
    const ids = Object.fromEntries((await currencies()).map((row) => [row.name, row.id]));
    const names = Object.keys(ORIGINAL);
    let made = 0;
    for (let round = 0; round < 5; round += 1) {
      // Round 0 and 3: every request names the same currency; the others mix them.
      const pick = (i: number) =>
        round % 3 === 0 ? names[(round + 1) % names.length] : names[(i + round) % names.length];
      const answers = await Promise.all(Array.from({ length: N }, (_, i) => makeDefault(i, ids[pick(i) ?? ''] ?? 0)));
      expect(
        answers.map((res) => res.statusCode),
        answers.map((res) => res.body).join('\n'),
      ).toEqual(Array(N).fill(200));

      const rows = await currencies();
      const defaults = rows.filter((row) => row.is_default === 1);
      expect(defaults).toHaveLength(1);
      const chosen = defaults[0]!;
      expect(Number(chosen.rate_from_default)).toBe(1);
      // Each rate is what the first default's rates say of the chosen one.
      for (const row of rows) {
        const expected = (ORIGINAL[row.name] ?? 0) / (ORIGINAL[chosen.name] ?? 1);
        expect(Number(row.rate_from_default) / expected, `${row.name} in round ${round}`).toBeCloseTo(1, 9);
      }
      // Each change is logged once: as many entries as answers that made one (at most one when all name the same).
      const changed = answers.filter((res) => res.json().message.includes('is now the default')).length;
      if (round % 3 === 0) expect(changed).toBeLessThanOrEqual(1);
      made += changed;
      const logged = await t.db
        .selectFrom('audit_log')
        .select('id')
        .where('action', '=', 'currency.make_default')
        .execute();
      expect(logged).toHaveLength(made);
    }
  });
});
