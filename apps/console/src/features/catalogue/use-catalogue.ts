import {
  type ColourPalette,
  endpoints,
  type StaffBrands,
  type StaffCategoryTree,
  type StaffUnits,
} from '@souk/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api.ts';

const at = endpoints.staffCatalogue;

/** The catalogue's lists, each read whole and replaced by the answer of every change to it. */
export const KEYS = {
  categories: ['catalogue', 'categories'],
  brands: ['catalogue', 'brands'],
  units: ['catalogue', 'units'],
  colours: ['catalogue', 'colours'],
} as const;
export type ListName = keyof typeof KEYS;

/** What each list's read answers. */
interface Lists {
  categories: StaffCategoryTree;
  brands: StaffBrands;
  units: StaffUnits;
  colours: ColourPalette;
}

const READS = { categories: at.categories, brands: at.brands, units: at.units, colours: at.colours } as const;

export function useCatalogueList<L extends ListName>(list: L) {
  return useQuery({
    queryKey: KEYS[list],
    // Every read takes no input; its answer is the list's.
    queryFn: ({ signal }) => api(READS[list] as typeof at.brands, { signal }) as Promise<Lists[L]>,
  });
}

/** A change to list `list`: its answer is the whole list, which replaces the one shown. */
export function useCatalogueWrite<L extends ListName, Input>(list: L, write: (input: Input) => Promise<Lists[L]>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: write,
    onSuccess: (answer) => queryClient.setQueryData<Lists[L]>([...KEYS[list]], answer),
  });
}

/** Moves a category to another place (from 0) among its siblings. */
export function useMoveCategory() {
  return useCatalogueWrite('categories', ({ id, position }: { id: number; position: number }) =>
    api(at.moveCategory, { params: { id }, body: { position } }),
  );
}

/** Sends a category's new picture as a multipart form (`thumbnail`). */
export function useUploadThumbnail(id: number) {
  return useCatalogueWrite('categories', (file: File) => {
    const form = new FormData();
    form.append('thumbnail', file);
    return api(at.uploadCategoryThumbnail, { params: { id }, form });
  });
}

const REMOVALS = { brands: at.deleteBrand, units: at.deleteUnit, colours: at.deleteColour } as const;

/** Removes entry `id` of a plain list (none on a page that adds one, which offers no removal). */
export function useRemoveEntry<L extends keyof typeof REMOVALS>(list: L, id: number | undefined) {
  // Every removal takes the entry's id and answers its list.
  return useCatalogueWrite(
    list,
    () => api(REMOVALS[list] as typeof at.deleteBrand, { params: { id: id ?? 0 } }) as Promise<Lists[L]>,
  );
}
