export const productKeys = {
  all: ['product'] as const,
  detail: (id: number) => [...productKeys.all, 'detail', id] as const,
};
