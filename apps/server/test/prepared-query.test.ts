import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { preparedCommand, preparedQuery } from '../src/db/prepared-query.ts';
import { createTestApp, type TestContext } from './helpers/test-app.ts';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const countryByCode = preparedQuery((db, code: string) =>
  db.selectFrom('countries').select(['id', 'code']).where('code', '=', code),
);

describe('prepared queries', () => {
  it('runs the once-compiled query with each call’s arguments, inside transactions too', async () => {
    const [us] = await countryByCode(t.db, 'US');
    const [fr] = await countryByCode(t.db, 'FR');
    expect(us?.code).toBe('US');
    expect(fr?.code).toBe('FR');
    const inTransaction = await t.db.transaction().execute((trx) => countryByCode(trx, 'US'));
    expect(inTransaction).toEqual([us]);
    expect(await countryByCode(t.db, 'no such code')).toEqual([]);
  });

  it('answers a prepared command with the number of rows it changed', async () => {
    const rename = preparedCommand((db, code: string, name: string) =>
      db.updateTable('countries').set({ name }).where('code', '=', code),
    );
    expect(await rename(t.db, 'US', 'United States')).toBe(1);
    expect(await rename(t.db, 'no such code', 'Nowhere')).toBe(0);
  });

  it('refuses a query that uses an argument other than as a value', async () => {
    const structural = preparedQuery((db, code: string) =>
      db
        .selectFrom('countries')
        .select('id')
        .where('code', '=', code ? 'US' : 'FR'),
    );
    await expect(structural(t.db, 'US')).rejects.toThrow('binds 0 of 1 arguments');
  });
});
