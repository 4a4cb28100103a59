import { isDeepStrictEqual } from 'node:util';
import { productCsvColumns, type SellerProductValues } from '@souk/contract';
import type { Db } from '../../db/database.ts';
import { AppError } from '../../lib/app-error.ts';
import { checkReferences } from '../seller-products/references.ts';
import { cleanRichText } from '../seller-products/rich-text.ts';
import { codeTaken } from '../seller-products/save.ts';
import { type Cells, optionsByProduct, productCells } from './cells.ts';
import { flashPriceChecks } from './flash-rows.ts';
import { loadReferences } from './names.ts';
import { colorsOfProducts, productsWithCodes, sizesOfProducts } from './queries.ts';
import type { ProductCsv } from './read.ts';
import { type CellError, FIELD_COLUMNS, parseRow } from './row.ts';

/** A row that passed: the product it adds (`id` null) or changes, or one it leaves as it is. */
export interface PlannedRow {
  line: number;
  action: 'create' | 'update' | 'unchanged';
  id: number | null;
  values: SellerProductValues;
  /** A new product's picture until it has its own (its category's). */
  placeholder: string;
}

export interface Plan {
  passed: PlannedRow[];
  errors: (CellError & { line: number })[];
  /** Rows with at least one refused cell. */
  refused: number;
}

const BLANK = Object.fromEntries(productCsvColumns.map((column) => [column, ''])) as Cells;

/** Whether two rows make the same product (descriptions as they would be kept). */
const sameProduct = (a: SellerProductValues, b: SellerProductValues) =>
  isDeepStrictEqual(
    { ...a, description: cleanRichText(a.description) },
    { ...b, description: cleanRichText(b.description) },
  );

/**
 * The reference rules of the product form (seller-products/references.ts) for the rows that
 * write, asked once per combination of category, sub-category, brand and unit the file uses:
 * each row's picture, or the cells refused.
 */
async function referenceChecks(db: Db, rows: PlannedRow[]): Promise<Map<PlannedRow, CellError[]>> {
  const asked = new Map<string, Promise<{ placeholder: string } | { errors: CellError[] }>>();
  const refused = new Map<PlannedRow, CellError[]>();
  await Promise.all(
    rows.map(async (row) => {
      const { category_id, sub_category_id, brand_id, unit_id } = row.values;
      const key = [category_id, sub_category_id, brand_id, unit_id].join('|');
      let answer = asked.get(key);
      if (!answer) {
        answer = checkReferences(db, row.values).catch((error: unknown) => {
          if (!(error instanceof AppError) || !error.fieldErrors) throw error;
          return {
            errors: Object.entries(error.fieldErrors).flatMap(([field, messages]) =>
              messages.map((message) => ({ column: FIELD_COLUMNS[field] ?? null, message })),
            ),
          };
        });
        asked.set(key, answer);
      }
      const checked = await answer;
      if ('errors' in checked) refused.set(row, checked.errors);
      else row.placeholder = checked.placeholder;
    }),
  );
  return refused;
}

/**
 * What importing the file would do, row by row, as the database is now: a code of the shop's
 * updates that product (a row the same as the product leaves it unchanged), a new code adds
 * one, and a code another shop's product holds is refused (codes are unique across the
 * catalogue). A column the file leaves out keeps the product's value, or is blank for a new
 * product. A row that would leave its product selling at or under a flash price it holds in a
 * running or coming flash sale (as of `now`) is refused on its price. Every refused cell is
 * said, with its line and column.
 */
export async function planImport(db: Db, shopId: number, csv: ProductCsv, now: string): Promise<Plan> {
  const codeOf = (cells: Partial<Cells>) => (cells.code ?? '').trim();
  const codes = [...new Set(csv.rows.map((row) => codeOf(row.cells)).filter((code) => code !== ''))];
  const [references, held] = await Promise.all([loadReferences(db), productsWithCodes(db, codes)]);
  const byCode = new Map(held.map((product) => [product.code, product]));
  const ownIds = held.filter((product) => product.shop_id === shopId).map((product) => product.id);
  const [sizes, colors] = await Promise.all([sizesOfProducts(db, ownIds), colorsOfProducts(db, ownIds)]);
  const options = optionsByProduct(sizes, colors);

  const passed: PlannedRow[] = [];
  const errors: Plan['errors'] = [];
  const refusedLines = new Set<number>();
  const refuse = (line: number, cellErrors: CellError[]) => {
    refusedLines.add(line);
    for (const error of cellErrors) errors.push({ line, ...error });
  };
  const firstLine = new Map<string, number>();
  for (const { line, cells, overlong } of csv.rows) {
    const rowErrors: CellError[] = overlong
      ? [{ column: null, message: 'The row has more cells than the header has columns.' }]
      : [];
    const code = codeOf(cells);
    const earlier = firstLine.get(code);
    if (earlier !== undefined) {
      refuse(line, [...rowErrors, { column: 'code', message: `The code is on line ${earlier} too.` }]);
      continue;
    }
    if (code !== '') firstLine.set(code, line);
    const product = byCode.get(code);
    if (product && product.shop_id !== shopId) {
      refuse(line, [...rowErrors, { column: 'code', message: codeTaken().message }]);
      continue;
    }
    const current = product && productCells(product, options(product.id), references);
    const parsed = parseRow({ ...(current ?? BLANK), ...cells }, references);
    if ('errors' in parsed || rowErrors.length > 0) {
      refuse(line, [...rowErrors, ...('errors' in parsed ? parsed.errors : [])]);
      continue;
    }
    const before = current && parseRow(current, references);
    const same = before !== undefined && 'values' in before && sameProduct(before.values, parsed.values);
    const action = !product ? 'create' : same ? 'unchanged' : 'update';
    passed.push({ line, action, id: product?.id ?? null, values: parsed.values, placeholder: '' });
  }

  const [refusedByReferences, refusedByFlashPrices] = await Promise.all([
    referenceChecks(
      db,
      passed.filter((row) => row.action !== 'unchanged'),
    ),
    flashPriceChecks(db, passed, now),
  ]);
  for (const [row, cellErrors] of [...refusedByReferences, ...refusedByFlashPrices]) refuse(row.line, cellErrors);
  // Stable: a line's cells stay in the order they were found.
  errors.sort((a, b) => a.line - b.line);
  return {
    passed: passed.filter((row) => !refusedByReferences.has(row) && !refusedByFlashPrices.has(row)),
    errors,
    refused: refusedLines.size,
  };
}
