import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { changeFilters, type FilterParam, readFilters } from './url-filters.ts';

/** The product filters held in the URL, and a way to change them (staying where the shopper scrolled). */
export function useUrlFilters() {
  const [params, setParams] = useSearchParams();
  const filters = useMemo(() => readFilters(params), [params]);
  const update = useCallback(
    (changes: Partial<Record<FilterParam, string | number | null>>) =>
      setParams((current) => changeFilters(current, changes), { preventScrollReset: true }),
    [setParams],
  );
  return { params, filters, update };
}
