/** How many pages `total` items make at `perPage` a page. */
export function pageCount(total: number, perPage: number): number {
  if (!(total > 0) || !(perPage > 0)) return 0;
  return Math.ceil(total / perPage);
}

/** A page number from the URL: a whole number from 1 up, anything else is page 1. */
export function pageFromParam(value: string | null): number {
  const page = Number(value);
  return Number.isInteger(page) && page >= 1 ? page : 1;
}

/**
 * The page numbers a paginator shows: at most `shown` of them, the current page in the middle
 * where it can be, sliding against either end rather than showing fewer numbers.
 */
export function pageWindow(current: number, totalPages: number, shown = 5): number[] {
  if (totalPages <= 0 || shown <= 0) return [];
  const size = Math.min(shown, totalPages);
  const page = Math.min(Math.max(current, 1), totalPages);
  const start = Math.min(Math.max(page - Math.floor(size / 2), 1), totalPages - size + 1);
  return Array.from({ length: size }, (_, i) => start + i);
}

/**
 * One page of a list whose endpoint answers `total` beside the items: when it sent more than a
 * page (a list the server does not page), the page is cut here so the paginator still holds.
 */
export function pageSlice<T>(items: readonly T[], page: number, perPage: number): T[] {
  if (items.length <= perPage) return [...items];
  return items.slice((page - 1) * perPage, page * perPage);
}
