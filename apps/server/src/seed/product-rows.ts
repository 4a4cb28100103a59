import type { ProductContext } from './context.ts';
import type { DemoImages } from './images.ts';
import type { ProductText } from './product-texts.ts';
import { buildProduct, type GeneratedProduct } from './products.ts';
import type { FixedValue, TableRows } from './row-writer.ts';
import { LOCALES, searchText } from './translation-row.ts';

/** The fields of a product's texts in the other languages. */
const TEXT_FIELDS: readonly (keyof ProductText)[] = ['name', 'short_description', 'description'];

/** Rows of a batch; `colorIds` names the column that takes the ids of the batch's colour options. */
export type BatchRows = TableRows & { colorIds?: string };

/**
 * A batch of demo products as the rows to write, in the order to write them: each table after
 * the ones its rows refer to. The colour options' ids are left null, in `product_colors` and in
 * the translations of their names: they are drawn when the batch is written (product-ids.ts).
 */
export interface ProductBatch {
  /** How many products. */
  count: number;
  /** How many colour options. */
  colorCount: number;
  tables: BatchRows[];
}

const rows = (
  table: TableRows['table'],
  columns: readonly string[],
  fixed: Record<string, FixedValue> = {},
  colorIds?: string,
): BatchRows => ({ table, columns, fixed, values: [], ...(colorIds ? { colorIds } : {}) });

/** Demo products [start, end), the first with id `firstId` and the others the ids after it. */
export function productBatch(
  range: { start: number; end: number },
  ctx: ProductContext,
  images: DemoImages,
  firstId: number,
): ProductBatch {
  const products: GeneratedProduct[] = [];
  for (let index = range.start; index < range.end; index++) products.push(buildProduct(index, ctx, images));
  // Every product's row has the same keys, in the order buildProduct writes them.
  const own = Object.keys(products[0]?.row ?? {}) as (keyof GeneratedProduct['row'])[];
  const product = rows('products', ['id', ...own]);
  const pictures = rows('product_images', ['product_id', 'url', 'position'], { type: 'image' });
  const sizes = rows('product_sizes', ['product_id', 'name', 'price', 'position']);
  const colors = rows('product_colors', ['id', 'product_id', 'name', 'color_code', 'price', 'position'], {}, 'id');
  const reviews = rows('reviews', ['product_id', 'shop_id', 'user_id', 'rating', 'description', 'created_at'], {
    order_id: null,
  });
  // Field by field and language by language, so a language's names lie together on disk: a
  // search by translated name reads them, not the long descriptions between them. Names alone
  // carry a search text.
  const texts = TEXT_FIELDS.flatMap((field) =>
    LOCALES.map((locale) => ({
      field,
      locale,
      rows: rows('translations', field === 'name' ? ['entity_id', 'value', 'search_text'] : ['entity_id', 'value'], {
        entity: 'product',
        locale,
        field,
      }),
    })),
  );
  const colorNames = LOCALES.map((locale) => ({
    locale,
    rows: rows(
      'translations',
      ['entity_id', 'value', 'search_text'],
      { entity: 'product_color', locale, field: 'name' },
      'entity_id',
    ),
  }));

  products.forEach((generated, i) => {
    const id = firstId + i;
    const { row } = generated;
    product.values.push(id);
    for (const column of own) product.values.push(row[column]);
    generated.gallery.forEach((url, position) => pictures.values.push(id, url, position));
    generated.sizes.forEach((size, position) => sizes.values.push(id, size.name, size.price, position));
    generated.colors.forEach((color, position) => {
      colors.values.push(null, id, color.name, color.color_code, color.price, position);
      for (const { locale, rows: named } of colorNames) {
        const name = color.names[locale];
        named.values.push(null, name, searchText(name));
      }
    });
    for (const review of generated.reviews) {
      reviews.values.push(id, row.shop_id, review.user_id, review.rating, review.description, review.created_at);
    }
    for (const { field, locale, rows: translated } of texts) {
      const value = generated.texts[locale][field];
      translated.values.push(id, value);
      if (field === 'name') translated.values.push(searchText(value));
    }
  });
  return {
    count: products.length,
    colorCount: colors.values.length / colors.columns.length,
    tables: [
      product,
      pictures,
      sizes,
      colors,
      reviews,
      ...texts.map((text) => text.rows),
      ...colorNames.map((names) => names.rows),
    ],
  };
}
