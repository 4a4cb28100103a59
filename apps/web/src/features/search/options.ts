import type { CategorySuggestion, ProductSuggestion, ShopSuggestion, Suggestions } from '@souk/contract';

/** What each row of the suggestion list opens; the last row searches the typed text. */
export type SuggestionOption =
  | { kind: 'product'; href: string; product: ProductSuggestion }
  | { kind: 'category'; href: string; category: CategorySuggestion }
  | { kind: 'shop'; href: string; shop: ShopSuggestion }
  | { kind: 'search'; href: string; text: string };

/** The results page for a search, as the search field's Enter opens it. */
export const searchHref = (text: string) => (text ? `/products?search=${encodeURIComponent(text)}` : '/products');

/** A sub-category opens within its parent, as the category menu links it. */
const categoryHref = (category: CategorySuggestion) =>
  category.parent_id === null
    ? `/categories/${category.slug}`
    : `/categories/${category.parent_id}?subcategory=${category.id}`;

/**
 * The list's rows in the order they are shown and stepped through with the arrow keys:
 * products, categories, shops, then a search for the text itself.
 */
export function suggestionOptions(data: Suggestions, text: string): SuggestionOption[] {
  return [
    ...data.products.map((product) => ({
      kind: 'product' as const,
      href: `/products/${product.id}/details`,
      product,
    })),
    ...data.categories.map((category) => ({ kind: 'category' as const, href: categoryHref(category), category })),
    ...data.shops.map((shop) => ({ kind: 'shop' as const, href: `/shops/${shop.id}`, shop })),
    { kind: 'search', href: searchHref(text), text },
  ];
}
