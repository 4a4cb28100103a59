import { Readable } from 'node:stream';
import { productCsvColumns } from '@souk/contract';
import { stringify } from 'csv-stringify/sync';
import type { Db } from '../../db/database.ts';
import { type Cells, escapeFormula, optionsByProduct, productCells } from './cells.ts';
import { loadReferences, type References } from './names.ts';
import { colorsOfProducts, type PageEnd, productPage, sizesOfProducts } from './queries.ts';

/** Products read and written at a time: the export holds one page, however large the shop. */
const PAGE_SIZE = 500;

/** Rows as CSV text: CRLF line ends (RFC 4180, as spreadsheets write), every cell safe to open. */
const csvText = (rows: string[][]) =>
  stringify(
    rows.map((row) => row.map(escapeFormula)),
    { record_delimiter: 'windows' },
  );

const cellsInOrder = (cells: Cells) => productCsvColumns.map((column) => cells[column]);

async function* csvPages(db: Db, shopId: number, references: References): AsyncGenerator<string> {
  // The byte order mark tells spreadsheets the file is UTF-8, so Arabic names open as written.
  yield `\uFEFF${csvText([[...productCsvColumns]])}`;
  let after: PageEnd | undefined;
  for (;;) {
    const rows = await productPage(db, shopId, after, PAGE_SIZE);
    if (rows.length === 0) return;
    const ids = rows.map((row) => row.id);
    const [sizes, colors] = await Promise.all([sizesOfProducts(db, ids), colorsOfProducts(db, ids)]);
    const options = optionsByProduct(sizes, colors);
    yield csvText(rows.map((row) => cellsInOrder(productCells(row, options(row.id), references))));
    if (rows.length < PAGE_SIZE) return;
    const last = rows[rows.length - 1]!;
    after = { created_at: last.created_at, id: last.id };
  }
}

/**
 * `GET /seller/products/export`: the shop's products as CSV, streamed a page at a time (a shop
 * of 100,000 products is never held whole), oldest first. What it writes is what the import
 * reads back (the columns: productCsvColumns).
 */
export async function productCsvStream(db: Db, shopId: number): Promise<Readable> {
  const references = await loadReferences(db);
  return Readable.from(csvPages(db, shopId, references), { objectMode: false });
}
