import type { CategorySpec, SubCategorySpec } from './catalog-spec.ts';
import { FAMILY } from './categories-family.ts';
import { FASHION } from './categories-fashion.ts';
import { HOME_AND_LEISURE } from './categories-home.ts';
import { TECH } from './categories-tech.ts';

/** The ten top-level categories in display order. */
export const CATEGORIES: readonly CategorySpec[] = [...FASHION, ...TECH, ...HOME_AND_LEISURE, ...FAMILY];

export interface SubCategoryEntry {
  category: CategorySpec;
  categoryIndex: number;
  sub: SubCategorySpec;
}

/** Every sub-category in a fixed order; product #k belongs to entry k mod length. */
export const SUB_CATEGORIES: readonly SubCategoryEntry[] = CATEGORIES.flatMap((category, categoryIndex) =>
  category.subs.map((sub) => ({ category, categoryIndex, sub })),
);
