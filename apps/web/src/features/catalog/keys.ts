export const catalogKeys = {
  all: ['catalog'] as const,
  categories: () => [...catalogKeys.all, 'categories'] as const,
  home: () => [...catalogKeys.all, 'home'] as const,
};
