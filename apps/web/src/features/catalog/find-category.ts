import type { Category } from '@souk/contract';

/**
 * The category a /categories/{slugOrId} link names: by slug first, then by id (the category
 * bar links sub-categories as /categories/{id}?subcategory={id}).
 */
export function findCategory(categories: readonly Category[], slugOrId: string): Category | undefined {
  return (
    categories.find((category) => category.slug === slugOrId) ??
    (/^\d+$/.test(slugOrId) ? categories.find((category) => String(category.id) === slugOrId) : undefined)
  );
}
