/** Query keys of orders; placing, cancelling, paying or ordering again invalidates `all`. */
export const orderKeys = {
  all: ['orders'] as const,
  lists: () => [...orderKeys.all, 'list'] as const,
  list: (status: string, page: number) => [...orderKeys.lists(), { status, page }] as const,
  detail: (id: number) => [...orderKeys.all, 'detail', id] as const,
};
