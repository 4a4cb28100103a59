import { type ProductCsvColumn, sellerProductBodySchema, type SellerProductValues } from '@souk/contract';
import { type Cells, readOptionList } from './cells.ts';
import type { NamedSet, References } from './names.ts';

/** A refused cell of a row (`column` null: the row as a whole). */
export interface CellError {
  column: ProductCsvColumn | null;
  message: string;
}

/** The product form's field each column fills (the schema names its errors by field). */
export const FIELD_COLUMNS: Readonly<Record<string, ProductCsvColumn>> = {
  code: 'code',
  name: 'name',
  category_id: 'category',
  sub_category_id: 'sub_category',
  brand_id: 'brand',
  unit_id: 'unit',
  price: 'price',
  discount_price: 'discount_price',
  quantity: 'quantity',
  is_active: 'is_active',
  sizes: 'sizes',
  colors: 'colours',
  short_description: 'short_description',
  description: 'description',
  meta_title: 'seo_title',
  meta_description: 'seo_description',
};

/** A blank cell is a field not given: the form's default, or its "required". */
const given = (cell: string) => (cell.trim() === '' ? undefined : cell);

/**
 * The product a row describes, judged by the product form's own schema (sellerProductBodySchema),
 * or every refused cell. Names of categories, brands and units become their ids first; options
 * become the form's lists.
 */
export function parseRow(
  cells: Cells,
  references: References,
): { values: SellerProductValues } | { errors: CellError[] } {
  const errors: CellError[] = [];
  const refuse = (column: ProductCsvColumn, message: string) => errors.push({ column, message });

  const idOf = (column: ProductCsvColumn, set: NamedSet): number | null | undefined => {
    const cell = given(cells[column]);
    if (cell === undefined) return null;
    const found = set.find(cell);
    if ('id' in found) return found.id;
    refuse(column, found.error);
    return undefined;
  };
  const optionsOf = <T>(column: ProductCsvColumn, most: number, example: string, option: (parts: string[]) => T) =>
    readOptionList(cells[column]).flatMap((parts) => {
      if (parts.length <= most) return [option(parts)];
      refuse(column, example);
      return [];
    });

  let categoryId: number | null | undefined = idOf('category', references.categories);
  if (categoryId === null) {
    refuse('category', 'The category field is required.');
    categoryId = undefined;
  }
  const body = {
    code: given(cells.code),
    name: given(cells.name),
    category_id: categoryId,
    sub_category_id: categoryId === undefined ? null : idOf('sub_category', references.subCategories(categoryId)),
    brand_id: idOf('brand', references.brands),
    unit_id: idOf('unit', references.units),
    price: given(cells.price),
    discount_price: given(cells.discount_price),
    quantity: given(cells.quantity),
    // Spreadsheets may write a typed true as TRUE.
    is_active: cells.is_active.trim().toLowerCase(),
    sizes: optionsOf('sizes', 2, 'Write each size as name:extra price, as in S:0|M:0|L:2.50.', ([name, price]) => ({
      name,
      price: given(price ?? ''),
    })),
    colors: optionsOf(
      'colours',
      3,
      'Write each colour as name:colour code:extra price, as in Red:#aa0000:0|Blue:#0000aa:1.25.',
      ([name, color_code, price]) => ({ name, color_code, price: given(price ?? '') }),
    ),
    short_description: given(cells.short_description),
    description: given(cells.description),
    meta_title: given(cells.seo_title),
    meta_description: given(cells.seo_description),
  };
  // A cell already refused for what it names is not refused again for being empty.
  const named = new Set(errors.map((error) => error.column));
  const result = sellerProductBodySchema.safeParse(body);
  for (const issue of result.error?.issues ?? []) {
    const column = FIELD_COLUMNS[String(issue.path[0])] ?? null;
    if (!named.has(column)) errors.push({ column, message: issue.message });
  }
  return errors.length > 0 || !result.success ? { errors } : { values: result.data };
}
