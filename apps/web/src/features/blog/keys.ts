export const blogKeys = {
  all: ['blog'] as const,
  list: (categoryId: number | undefined, page: number) => [...blogKeys.all, 'list', { categoryId, page }] as const,
  detail: (slug: string) => [...blogKeys.all, 'detail', slug] as const,
};
