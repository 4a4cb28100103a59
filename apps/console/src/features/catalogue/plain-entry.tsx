import type { ReactNode } from 'react';
import { EntryFrame, useEntryId } from './entry-frame.tsx';
import { EntryRemoval } from './entry-removal.tsx';
import { useCatalogueList, useRemoveEntry } from './use-catalogue.ts';

type PlainList = 'brands' | 'units' | 'colours';
type ListData<L extends PlainList> = NonNullable<ReturnType<typeof useCatalogueList<L>>['data']>;

/**
 * `/catalogue/<list>/new` and `/catalogue/<list>/:id`: the entry's form (`children`, given the
 * entry, none for a new one) and, once it exists, how it may go: `inUse` says why it may not.
 */
export function PlainEntryPage<L extends PlainList, R extends { id: number; name: string }>({
  list,
  rows,
  titles,
  inUse,
  children,
}: {
  list: L;
  rows: (data: ListData<L>) => R[];
  titles: { new: string; edit: (name: string) => string };
  inUse?: (row: R) => string | undefined;
  children: (row: R | undefined, data: ListData<L>) => ReactNode;
}) {
  const id = useEntryId();
  const query = useCatalogueList(list);
  const remove = useRemoveEntry(list, id);
  const back = `/catalogue/${list}`;
  const find = (data: ListData<L>) => rows(data).find((row) => row.id === id);
  return (
    <EntryFrame
      query={query}
      back={back}
      title={(data) => {
        const row = find(data);
        return id === undefined ? titles.new : row && titles.edit(row.name);
      }}
    >
      {(data) => {
        const row = find(data);
        return (
          <>
            {children(row, data)}
            {row && <EntryRemoval name={row.name} back={back} inUse={inUse?.(row)} remove={remove} />}
          </>
        );
      }}
    </EntryFrame>
  );
}
