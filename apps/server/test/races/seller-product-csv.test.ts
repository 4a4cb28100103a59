import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer } from '../helpers/accounts.ts';
import { sellerToken } from '../helpers/commerce.ts';
import { sessionWaitingForLock } from '../helpers/db-sessions.ts';
import { createTestApp, type TestContext, testDatabaseUrl } from '../helpers/test-app.ts';

// Imports plan against the catalogue as it is, then write: several imports of the same new
// codes at once must still give each code one product, and a refused import writes nothing of
// its file (never a 500).
let t: TestContext;
let tokens: string[];
let category: string;

beforeAll(async () => {
  t = await createTestApp();
  tokens = await Promise.all([5, 6].map((shopId) => sellerToken(t, shopId)));
  const row = await t.db
    .selectFrom('categories')
    .select('name')
    .where('parent_id', 'is', null)
    .where('is_active', '=', 1)
    .orderBy('id')
    .executeTakeFirstOrThrow();
  category = row.name;
});
afterAll(() => t.close());

const file = (codes: string[]) =>
  ['code,name,category,price,quantity,is_active', ...codes.map((code) => `${code},Racing Kettle,${category},25,4,1`)]
    .join('\n')
    .concat('\n');

function importFile(text: string, token: string) {
  const payload = new FormData();
  payload.append('file', new Blob([text]), 'products.csv');
  return t.app.inject({ method: 'POST', url: '/api/seller/products/import', headers: bearer(token), payload });
}

const holders = (codes: string[]) =>
  t.db.selectFrom('products').select(['code', 'shop_id']).where('code', 'in', codes).orderBy('code').execute();

describe('imports of the same new codes at once', () => {
  it('by one shop, six times: each product is added once, and every import answers', async () => {
    const codes = ['A', 'B', 'C'].map((letter) => `RACE-CSV-${process.pid}-${letter}`);
    const answers = await Promise.all(Array.from({ length: 6 }, () => importFile(file(codes), tokens[0]!)));
    for (const res of answers) expect(res.statusCode, res.body).toBe(200);
    const reports = answers.map((res) => res.json().data);
    expect(reports.reduce((sum, report) => sum + report.created, 0)).toBe(codes.length);
    for (const report of reports) {
      expect(report).toMatchObject({ imported: true, errors: [], updated: 0 });
      expect(report.created + report.unchanged).toBe(codes.length);
    }
    expect(await holders(codes)).toEqual(codes.map((code) => ({ code, shop_id: 5 })));
  });

  it('by two shops: each code goes to one of them, and the other import writes nothing of its file', async () => {
    const shared = `RACE-CSV-${process.pid}-SHARED`;
    // Sorted before the shared code, so a losing import writes its own code first and must undo it.
    const own = [0, 1, 2, 3].map((i) => `RACE-CSV-${process.pid}-0WN-${i}`);
    const answers = await Promise.all(own.map((code, i) => importFile(file([code, shared]), tokens[i % 2]!)));
    for (const res of answers) expect(res.statusCode, res.body).toBe(200);
    const reports = answers.map((res) => res.json().data);
    const [holder] = await holders([shared]);
    const winners = reports.flatMap((report, i) => (report.imported ? [i] : []));
    expect(winners.length).toBeGreaterThanOrEqual(1);
    for (const [i, report] of reports.entries()) {
      const sameShop = (i % 2 === 0 ? 5 : 6) === holder!.shop_id;
      expect(report.imported, JSON.stringify(report)).toBe(sameShop);
      if (!sameShop) {
        expect(report.errors).toEqual([{ line: 3, column: 'code', message: 'The code has already been taken.' }]);
      }
    }
    const written = await holders(own);
    expect(written.map((row) => row.code)).toEqual(winners.map((i) => own[i]));
    expect(written.every((row) => row.shop_id === holder!.shop_id)).toBe(true);
  });
});

describe.runIf(testDatabaseUrl)('a category removed between an import’s plan and its write', () => {
  it('breaks the write’s foreign key; the import plans again and refuses the row on its category, writing nothing', async () => {
    const { id } = await t.db
      .insertInto('categories')
      .values({
        parent_id: null,
        name: `Passing ${process.pid}`,
        slug: `passing-${process.pid}`,
        thumbnail: '',
        position: 99,
        is_active: 1,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const code = `GONE-${process.pid}`;
    let sent: ReturnType<typeof importFile> | undefined;
    // Staff's removal holds the category's row while the import plans against the catalogue with
    // it and then waits to write a product naming it; the removal commits before that write goes on.
    await t.db.transaction().execute(async (trx) => {
      await trx.deleteFrom('categories').where('id', '=', id).execute();
      sent = importFile(
        `code,name,category,price,quantity,is_active\n${code},Passing Kettle,${id},25,4,1\n`,
        tokens[0]!,
      );
      await sessionWaitingForLock(t.db, t.pgSchema);
    });
    const res = await sent!;
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ imported: false, refused: 1, errors: [{ line: 2, column: 'category' }] });
    expect(await holders([code])).toEqual([]);
  });
});
