export const flashSaleKeys = {
  all: ['flash-sale'] as const,
  detail: (id: number, categoryId: number | undefined, page: number) =>
    [...flashSaleKeys.all, id, { categoryId, page }] as const,
};
