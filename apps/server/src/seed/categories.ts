import type { CategorySpec, SubCategorySpec } from './catalog-spec.ts';
import { BEAUTY } from './categories-beauty.ts';
import { BOOKS_AND_STATIONERY } from './categories-books.ts';
import { ELECTRONICS } from './categories-electronics.ts';
import { FASHION } from './categories-fashion.ts';
import { GROCERIES } from './categories-groceries.ts';
import { HOME_AND_KITCHEN } from './categories-home.ts';
import { PHONES_AND_TABLETS } from './categories-phones.ts';
import { SHOES } from './categories-shoes.ts';
import { SPORTS_AND_OUTDOORS } from './categories-sports.ts';
import { TOYS_AND_KIDS } from './categories-toys.ts';

/** The ten top-level categories in display order; shops name theirs by index (shop-specs.ts). */
export const CATEGORIES: readonly CategorySpec[] = [
  FASHION,
  SHOES,
  ELECTRONICS,
  PHONES_AND_TABLETS,
  HOME_AND_KITCHEN,
  BEAUTY,
  SPORTS_AND_OUTDOORS,
  TOYS_AND_KIDS,
  BOOKS_AND_STATIONERY,
  GROCERIES,
];

export interface SubCategoryEntry {
  category: CategorySpec;
  categoryIndex: number;
  sub: SubCategorySpec;
}

/** Every sub-category in a fixed order; product #k belongs to entry k mod length. */
export const SUB_CATEGORIES: readonly SubCategoryEntry[] = CATEGORIES.flatMap((category, categoryIndex) =>
  category.subs.map((sub) => ({ category, categoryIndex, sub })),
);
