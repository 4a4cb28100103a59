import { PRODUCT_CSV_MAX_ROWS, type ProductCsvColumn, productCsvColumns } from '@souk/contract';
import { CsvError } from 'csv-parse';
import { parse } from 'csv-parse/sync';
import { AppError } from '../../lib/app-error.ts';
import { type Cells, unescapeFormula } from './cells.ts';

/** A product row of the file: its line as a spreadsheet numbers it, and the cells of the columns the file has. */
export interface CsvRow {
  line: number;
  cells: Partial<Cells>;
  /** It holds text beyond the header's last column. */
  overlong: boolean;
}

export interface ProductCsv {
  /** The file's columns, in its order. */
  columns: ProductCsvColumn[];
  /** Its rows that hold anything: blank ones are passed over. */
  rows: CsvRow[];
}

const fileErrors = (messages: string[]) => AppError.fields({ file: messages });

/** The file's text: UTF-8 (a byte order mark is dropped), with no NUL (no database keeps one in text). */
function decode(bytes: Buffer): string {
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    throw fileErrors(['The file must be UTF-8 text: save it as "CSV UTF-8".']);
  }
  if (text.includes('\0')) throw fileErrors(['The file must be a CSV file.']);
  return text;
}

/**
 * The header row tells the separator: spreadsheets set to a language that writes decimals with a
 * comma save CSV with semicolons. Column names hold neither, so whichever the header has more of.
 */
function separatorOf(text: string): ',' | ';' {
  const header = text.slice(0, text.search(/\r|\n|$/));
  const count = (c: string) => header.split(c).length - 1;
  return count(';') > count(',') ? ';' : ',';
}

/** The header's columns; any unknown or repeated name, or no `code`, refuses the file. */
function headerColumns(header: string[]): ProductCsvColumn[] {
  const names = header.map((name) => name.trim().toLowerCase());
  const known = new Set<string>(productCsvColumns);
  const problems = names.flatMap((name, i) => {
    if (!known.has(name)) return [`The column "${header[i]?.trim()}" is not one the import knows.`];
    return names.indexOf(name) === i ? [] : [`The column "${name}" is in the header twice.`];
  });
  if (!names.includes('code')) problems.push('The header must have a code column.');
  if (problems.length > 0) throw fileErrors(problems);
  return names as ProductCsvColumn[];
}

const isBlank = (record: string[]) => record.every((cell) => cell.trim() === '');

/**
 * Reads an uploaded product CSV (the export's columns, any of them, in any order; `code` is
 * required). Refuses (422 on `file`) a file that is not UTF-8 CSV, has no header, names a
 * column the import does not know or holds more than PRODUCT_CSV_MAX_ROWS product rows.
 */
export function readProductCsv(bytes: Buffer): ProductCsv {
  const text = decode(bytes);
  let records: string[][];
  try {
    // Rows may be shorter or longer than the header; stray quotes inside a cell (5" screen) are
    // kept; lines may end in any of the three ways, even mixed in one file.
    records = parse(text, {
      delimiter: separatorOf(text),
      record_delimiter: ['\r\n', '\n', '\r'],
      relax_column_count: true,
      relax_quotes: true,
    });
  } catch (error) {
    if (!(error instanceof CsvError)) throw error;
    throw fileErrors([`The file could not be read as CSV near line ${String(error.lines ?? 1)}.`]);
  }
  const [header, ...body] = records;
  if (!header || isBlank(header)) throw fileErrors(['The file is empty: the first row must name the columns.']);
  const columns = headerColumns(header);
  const rows = body.flatMap((record, i): CsvRow[] => {
    if (isBlank(record)) return [];
    const cells: Partial<Cells> = {};
    columns.forEach((column, j) => (cells[column] = unescapeFormula(record[j] ?? '')));
    return [{ line: i + 2, cells, overlong: !isBlank(record.slice(columns.length)) }];
  });
  if (rows.length > PRODUCT_CSV_MAX_ROWS) {
    throw fileErrors([`The file may not have more than ${PRODUCT_CSV_MAX_ROWS.toLocaleString('en-US')} product rows.`]);
  }
  return { columns, rows };
}
