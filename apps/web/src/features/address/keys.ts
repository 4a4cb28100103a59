/** Query keys of saved addresses; one factory so a save or delete refreshes list and detail alike. */
export const addressKeys = {
  all: ['addresses'] as const,
  list: () => [...addressKeys.all, 'list'] as const,
  detail: (id: number) => [...addressKeys.all, 'detail', id] as const,
};
