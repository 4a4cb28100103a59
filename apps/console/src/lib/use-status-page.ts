import { useSearchParams } from 'react-router';

/**
 * A list's status (or another one-choice filter, named by `param`) and page, kept in the
 * address (`?status=…&page=…`) so a reload, the back button and a shared link show the same
 * list; `statuses` are the ones the list knows.
 */
export function useStatusPage<S extends string>(
  statuses: readonly S[],
  param = 'status',
): { status: S | undefined; page: number; setPage: (page: number) => void } {
  const [params, setParams] = useSearchParams();
  const setPage = (page: number) =>
    setParams((current) => {
      current.set('page', String(page));
      return current;
    });
  return {
    status: statuses.find((status) => status === params.get(param)),
    page: Math.max(1, Number(params.get('page')) || 1),
    setPage,
  };
}

/**
 * A list's search text, kept in the address (`?search=…`); a new search starts again at page 1
 * and replaces the address entry rather than adding one per keystroke.
 */
export function useSearchParam(): { search: string; onSearch: (text: string) => void } {
  const [params, setParams] = useSearchParams();
  const onSearch = (text: string) =>
    setParams(
      (current) => {
        current.delete('page');
        if (text) current.set('search', text);
        else current.delete('search');
        return current;
      },
      { replace: true },
    );
  return { search: params.get('search') ?? '', onSearch };
}
