export const shopKeys = {
  all: ['shop'] as const,
  lists: () => [...shopKeys.all, 'list'] as const,
  list: (page: number) => [...shopKeys.lists(), page] as const,
  detail: (id: number) => [...shopKeys.all, 'detail', id] as const,
  categories: (id: number) => [...shopKeys.detail(id), 'categories'] as const,
};
