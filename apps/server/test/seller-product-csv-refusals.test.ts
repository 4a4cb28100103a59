import { PRODUCT_CSV_MAX_BYTES, PRODUCT_CSV_MAX_ROWS } from '@souk/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, post } from './helpers/accounts.ts';
import { CATALOGUE_CACHES, ownerApp } from './helpers/seller.ts';
import {
  type CsvRefs,
  csvOf,
  csvRefs,
  type ImportOptions,
  importReport,
  productRow,
  productsOf,
  productWithCode,
  type Row,
  sendImport,
} from './helpers/seller-csv.ts';
import type { TestContext } from './helpers/test-app.ts';

// What the product import refuses: rows, each cell by its line and column, and files it cannot
// read at all; a refused import writes nothing.
let t: TestContext;
const MINE = 3;
const THEIRS = 4;
let token: string;
let refs: CsvRefs;

beforeAll(async () => {
  ({ t, token } = await ownerApp(MINE, { env: CATALOGUE_CACHES }));
  refs = await csvRefs(t);
});
afterAll(() => t.close());

const newRow = (overrides: Row = {}) => productRow(refs, overrides);
const imported = (file: string, options?: ImportOptions) => importReport(t, token, file, options);

describe('a file with refused rows', () => {
  it('writes nothing, and says each refused cell by its line and column', async () => {
    const before = await productsOf(t, MINE);
    const [theirs] = await productsOf(t, THEIRS);
    const good = newRow();
    const rows = [
      good,
      newRow({ price: 'twelve', colours: 'Red:red' }),
      newRow({ category: 'No Such Category' }),
      newRow({ code: good.code, name: 'Again' }),
      newRow({ code: theirs!.code }),
      newRow({ sizes: 'S:0:1' }),
    ];
    for (const dryRun of [true, false]) {
      const report = await imported(csvOf(rows), { dryRun });
      expect(report).toMatchObject({ dry_run: dryRun, imported: false, rows: 6, created: 1, refused: 5 });
      expect(report.errors).toEqual([
        { line: 3, column: 'price', message: 'The price must be a number.' },
        { line: 3, column: 'colours', message: 'The colour code must be a colour like #1a2b3c.' },
        { line: 4, column: 'category', message: 'No category is named "No Such Category".' },
        { line: 5, column: 'code', message: 'The code is on line 2 too.' },
        { line: 6, column: 'code', message: 'The code has already been taken.' },
        {
          line: 7,
          column: 'sizes',
          message: 'Write each size as name:extra price, as in S:0|M:0|L:2.50.',
        },
      ]);
      expect(report.error_count).toBe(6);
    }
    expect(await productsOf(t, MINE)).toEqual(before);
    expect(await productWithCode(t, good.code!)).toBeUndefined();
    expect((await productsOf(t, THEIRS))[0]).toEqual(theirs);
  });

  it('answers the refusals in the owner’s language', async () => {
    const report = await imported(csvOf([newRow({ price: 'twelve' })]), { dryRun: true, language: 'ar' });
    expect(report.errors).toHaveLength(1);
    expect(report.errors[0].message).not.toBe('The price must be a number.');
    expect(report.errors[0].message).toMatch(/[\u0600-\u06ff]/);
  });

  it('applies the form’s reference rules: an inactive brand is refused where the product changes', async () => {
    const brand = await t.db
      .selectFrom('brands')
      .select(['id', 'name'])
      .where('is_active', '=', 1)
      .executeTakeFirstOrThrow();
    const row = newRow({ brand: String(brand.id) });
    await imported(csvOf([row]));
    await t.db.updateTable('brands').set({ is_active: 0 }).where('id', '=', brand.id).execute();
    try {
      // Unchanged, the product keeps its brand; changed, it must pick one the form offers.
      expect(await imported(csvOf([row]), { dryRun: true })).toMatchObject({ unchanged: 1, errors: [] });
      const report = await imported(csvOf([{ ...row, quantity: '1' }]), { dryRun: true });
      expect(report.errors).toEqual([{ line: 2, column: 'brand', message: 'The selected brand is invalid.' }]);
    } finally {
      await t.db.updateTable('brands').set({ is_active: 1 }).where('id', '=', brand.id).execute();
    }
  });
});

describe('a file the import cannot read', () => {
  const refused = async (file: string | Buffer, message: string | RegExp) => {
    const res = await sendImport(t, token, file, { dryRun: true });
    expect(res.statusCode, res.body).toBe(422);
    expect(Object.keys(res.json().errors)).toEqual(['file']);
    expect(res.json().errors.file[0]).toMatch(message);
  };

  it('is refused whole, naming the file', async () => {
    await refused('', 'The file field is required.');
    await refused(Buffer.from([0xff, 0xfe, 0x41, 0x00]), /UTF-8/);
    await refused('code,prix\nA1,3\n', 'The column "prix" is not one the import knows.');
    await refused('name,price\nLamp,3\n', 'The header must have a code column.');
    await refused('code,name,"unclosed\nA1,Lamp\n', /could not be read as CSV near line/);
    const tooMany = `code\n${Array.from({ length: PRODUCT_CSV_MAX_ROWS + 1 }, (_, i) => `ROW-${i}`).join('\n')}\n`;
    await refused(tooMany, 'The file may not have more than 5,000 product rows.');
    await refused(Buffer.alloc(PRODUCT_CSV_MAX_BYTES + 1, 'a'), 'The file may not be greater than 5 MB.');
  });

  it('is refused when sent as a text field, or without a form', async () => {
    const payload = new FormData();
    payload.append('file', 'code\nA1\n');
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/seller/products/import',
      headers: bearer(token),
      payload,
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({ file: ['The file must be one CSV file.'] });
    const json = await post(t, '/api/seller/products/import', {}, { token });
    expect(json.statusCode).toBe(422);
    expect(json.json().errors).toEqual({ file: ['The file field is required.'] });
  });
});
