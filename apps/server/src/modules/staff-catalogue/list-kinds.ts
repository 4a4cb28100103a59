import type { StaffBrandValues, StaffColourValues, StaffUnitValues } from '@souk/contract';
import type {
  BrandColumns,
  ColourColumns,
  ListTable,
  ProductColumn,
  UniqueColumn,
  UnitColumns,
} from './list-queries.ts';
import type { TranslatedEntity } from '../../db/types.ts';
import { count, slugFor } from './texts.ts';

/** What the writes (list-write.ts) need to know of one of the catalogue's plain lists. */
export interface ListKind<Values, Columns extends object> {
  /** The audit log's subject, and its actions' prefix (`brand.create`). */
  subject: 'brand' | 'unit' | 'colour';
  /** What a 404 names. */
  label: string;
  table: ListTable;
  columns: (values: Values) => Columns;
  /** Columns no two rows share: a value another row has is refused (422), as is a slug left blank. */
  unique: UniqueColumn[];
  /** The products' column naming a row: a row products use is not removed (422 saying what to do). */
  usedBy?: { column: ProductColumn; refusal: (count: number) => string };
  /** Where its names in the other languages are kept (the body's `translations`). */
  names?: Extract<TranslatedEntity, 'unit'>;
  /** Whether the storefront shows the list, so its caches let go after a change. */
  shown: boolean;
}

export const brandKind: ListKind<StaffBrandValues, BrandColumns> = {
  subject: 'brand',
  label: 'Brand',
  table: 'brands',
  columns: ({ name, slug, is_active }) => ({ name, slug: slugFor(name, slug) ?? '', is_active: is_active ? 1 : 0 }),
  unique: ['slug'],
  usedBy: {
    column: 'brand_id',
    refusal: (n) =>
      `${count(n, 'product is', 'products are')} of this brand: deactivate it instead, so shops no longer pick it.`,
  },
  shown: true,
};

export const unitKind: ListKind<StaffUnitValues, UnitColumns> = {
  subject: 'unit',
  label: 'Unit',
  table: 'units',
  columns: ({ name }) => ({ name }),
  unique: ['name'],
  usedBy: {
    column: 'unit_id',
    refusal: (n) =>
      `${count(n, 'product is', 'products are')} sold by this unit: their shops must choose another one first.`,
  },
  names: 'unit',
  shown: true,
};

/** The palette only feeds the product form: products keep copies, and the storefront shows theirs. */
export const colourKind: ListKind<StaffColourValues, ColourColumns> = {
  subject: 'colour',
  label: 'Colour',
  table: 'palette_colors',
  columns: ({ name, color_code }) => ({ name, color_code }),
  unique: ['name'],
  shown: false,
};
