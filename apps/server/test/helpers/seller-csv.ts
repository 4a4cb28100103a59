import type { productCsvColumns } from '@souk/contract';
import { stringify } from 'csv-stringify/sync';
import { expect } from 'vitest';
import { bearer } from './accounts.ts';
import type { TestContext } from './test-app.ts';

export type Row = Partial<Record<(typeof productCsvColumns)[number], string>>;

/** Names a new product's row refers to: an active sub-category with its category, a brand, a unit. */
export interface CsvRefs {
  category: string;
  categoryId: number;
  sub: string;
  brand: string;
  unit: string;
}

export async function csvRefs(t: TestContext): Promise<CsvRefs> {
  const sub = await t.db
    .selectFrom('categories as s')
    .innerJoin('categories as c', 'c.id', 's.parent_id')
    .select(['c.id as categoryId', 'c.name as category', 's.name as sub'])
    .where('s.is_active', '=', 1)
    .where('c.is_active', '=', 1)
    .orderBy('s.id')
    .executeTakeFirstOrThrow();
  const brand = await t.db.selectFrom('brands').select('name').where('is_active', '=', 1).executeTakeFirstOrThrow();
  const unit = await t.db.selectFrom('units').select('name').executeTakeFirstOrThrow();
  return { ...sub, brand: brand.name, unit: unit.name };
}

let serial = 0;
/** A new product's row: every column filled, a code no product has. */
export function productRow(refs: CsvRefs, overrides: Row = {}): Row {
  serial += 1;
  return {
    code: `CSV-${process.pid}-${serial}`,
    name: `Brass Lantern ${serial}`,
    category: refs.category,
    sub_category: refs.sub,
    brand: refs.brand,
    unit: refs.unit,
    price: '49.99',
    discount_price: '39.5',
    quantity: '12',
    is_active: '1',
    sizes: 'S:0|M:0|L:2.50',
    colours: 'Red:#aa0000:0|Blue:#0000aa:1.25',
    short_description: 'A lantern for the porch.',
    description: '<p><strong>Bright</strong> and warm.</p>',
    seo_title: 'Brass Lantern',
    seo_description: 'A lantern.',
    ...overrides,
  };
}

/** A CSV file of `rows`, with the columns the first row has. */
export function csvOf(rows: Row[], columns = Object.keys(rows[0] ?? {})): string {
  return stringify([columns, ...rows.map((row) => columns.map((column) => row[column as keyof Row] ?? ''))]);
}

export interface ImportOptions {
  dryRun?: boolean;
  language?: string;
}

/** Sends `file` to the import as `token`'s owner. */
export function sendImport(t: TestContext, token: string, file: string | Buffer, options: ImportOptions = {}) {
  const payload = new FormData();
  payload.append('file', new Blob([file]), 'products.csv');
  return t.app.inject({
    method: 'POST',
    url: `/api/seller/products/import${options.dryRun ? '?dry_run=1' : ''}`,
    headers: { ...bearer(token), ...(options.language ? { 'accept-language': options.language } : {}) },
    payload,
  });
}

/** The report of an import the server read. */
export async function importReport(t: TestContext, token: string, file: string | Buffer, options: ImportOptions = {}) {
  const res = await sendImport(t, token, file, options);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data;
}

/** The shop's products as the import writes them. */
export const productsOf = (t: TestContext, shopId: number) =>
  t.db
    .selectFrom('products')
    .select(['id', 'code', 'name', 'price', 'quantity', 'updated_at'])
    .where('shop_id', '=', shopId)
    .orderBy('id')
    .execute();

export const productWithCode = (t: TestContext, code: string) =>
  t.db.selectFrom('products').selectAll().where('code', '=', code).executeTakeFirst();
