import type { Category } from './schemas/catalog.ts';

// What the storefront's screens ask the API for, in one place: the server reads the same
// facts to answer a page's first calls inside its HTML (the seo module's first-screen.ts).

/** "Just for you" on the home page grows by this many products per 'Load More'. */
export const JUST_FOR_YOU_PAGE_SIZE = 12;

/**
 * Products per page of a product list: the paginator's default
 * (docs/features/storefront.md#lists-and-pages).
 */
export const PRODUCTS_PER_PAGE = 10;

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

/**
 * What the server hands the storefront's server bundle to draw a page's first screen: the
 * page's URL and the API answers it wrote into the page (apps/web/src/entry-server.tsx).
 */
export interface FirstScreenPage {
  url: string;
  locale: string;
  direction: 'ltr' | 'rtl';
  answers: Record<string, unknown>;
}
