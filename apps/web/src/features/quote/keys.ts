/** Query keys of quotes; every quote change invalidates `all` (lists and details alike). */
export const quoteKeys = {
  all: ['quotes'] as const,
  lists: () => [...quoteKeys.all, 'list'] as const,
  list: (status: string, page: number) => [...quoteKeys.lists(), { status, page }] as const,
  detail: (id: number) => [...quoteKeys.all, 'detail', id] as const,
  /** The edit screen reads `/edit-quote/{id}`, which refuses a quote that can no longer change. */
  edit: (id: number) => [...quoteKeys.all, 'edit', id] as const,
  shopProducts: (shopId: number) => [...quoteKeys.all, 'shop-products', shopId] as const,
};
