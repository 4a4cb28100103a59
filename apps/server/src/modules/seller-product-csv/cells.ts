import { fromMinor, type ProductCsvColumn } from '@souk/contract';
import type { References } from './names.ts';
import type { productPage } from './queries.ts';

/** A product's row as the database holds it. */
export type StoredProduct = Awaited<ReturnType<typeof productPage>>[number];
/** A product's sizes and colours, prices in minor units. */
export interface StoredOptions {
  sizes: { name: string; price: number }[];
  colors: { name: string; color_code: string; price: number }[];
}

/** A row of the CSV: its cells by column, as text. */
export type Cells = Record<ProductCsvColumn, string>;

/**
 * What a spreadsheet would read as a formula at the start of a cell. The export puts an
 * apostrophe before it (the spreadsheets' own "this is text" mark), and the import takes it off
 * again, so the text comes back as it was.
 */
const FORMULA_START = /^[=+\-@\t\r]/;

export const escapeFormula = (cell: string) => (FORMULA_START.test(cell) ? `'${cell}` : cell);

export const unescapeFormula = (cell: string) =>
  cell.startsWith("'") && FORMULA_START.test(cell.slice(1)) ? cell.slice(1) : cell;

/**
 * A list of options in one cell: options apart by `|`, an option's parts by `:`
 * (`S:0|M:0|L:2.50`); a `|`, `:` or `\` inside a name is written after a `\`.
 */
export function writeOptionList(options: string[][]): string {
  return options.map((parts) => parts.map((part) => part.replace(/[\\|:]/g, (c) => `\\${c}`)).join(':')).join('|');
}

/** The options of a cell, each as its trimmed parts; empty options are left out. */
export function readOptionList(cell: string): string[][] {
  const options: string[][] = [];
  let parts = [''];
  const endOption = () => {
    if (parts.some((part) => part.trim() !== '')) options.push(parts.map((part) => part.trim()));
    parts = [''];
  };
  for (let i = 0; i < cell.length; i += 1) {
    const c = cell[i]!;
    const next = cell[i + 1];
    if (c === '\\' && next !== undefined && '\\|:'.includes(next)) {
      parts[parts.length - 1] += next;
      i += 1;
    } else if (c === ':') parts.push('');
    else if (c === '|') endOption();
    else parts[parts.length - 1] += c;
  }
  endOption();
  return options;
}

const amount = (minor: number) => String(fromMinor(minor));

/** The product's row of the CSV: what the export writes, and what an import's row is compared with. */
export function productCells(product: StoredProduct, options: StoredOptions, references: References): Cells {
  return {
    code: product.code,
    name: product.name,
    category: references.categories.cell(product.category_id),
    sub_category: references.subCategories(product.category_id).cell(product.sub_category_id),
    brand: references.brands.cell(product.brand_id),
    unit: references.units.cell(product.unit_id),
    price: amount(product.price),
    discount_price: amount(product.discount_price),
    quantity: String(product.quantity),
    is_active: product.is_active ? '1' : '0',
    sizes: writeOptionList(options.sizes.map((size) => [size.name, amount(size.price)])),
    colours: writeOptionList(options.colors.map((color) => [color.name, color.color_code, amount(color.price)])),
    short_description: product.short_description ?? '',
    description: product.description ?? '',
    seo_title: product.meta_title ?? '',
    seo_description: product.meta_description ?? '',
  };
}

/** Each product's sizes and colours, from the rows of several products. */
export function optionsByProduct(
  sizes: ({ product_id: number } & StoredOptions['sizes'][number])[],
  colors: ({ product_id: number } & StoredOptions['colors'][number])[],
): (productId: number) => StoredOptions {
  const held = new Map<number, StoredOptions>();
  const of = (id: number) => {
    let options = held.get(id);
    if (!options) held.set(id, (options = { sizes: [], colors: [] }));
    return options;
  };
  for (const { product_id, ...size } of sizes) of(product_id).sizes.push(size);
  for (const { product_id, ...color } of colors) of(product_id).colors.push(color);
  return of;
}
