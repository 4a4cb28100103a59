import {
  endpoints,
  type InterfaceStringStatus,
  type StaffLanguageCreateBody,
  type StaffLanguageStringsBody,
  type StaffLanguageUpdateBody,
} from '@souk/contract';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api.ts';

const at = endpoints.staffLanguages;

/** Strings shown a page at a time in the strings editor. */
export const STRINGS_PER_PAGE = 25;

/** Every language in the storefront's order, with how many strings each lacks. */
export function useLanguages() {
  return useQuery({ queryKey: ['languages'], queryFn: ({ signal }) => api(at.languages, { signal }) });
}

export function useLanguage(id: number) {
  return useQuery({
    queryKey: ['language', id],
    queryFn: ({ signal }) => api(at.language, { params: { id }, signal }),
  });
}

/** A page of the default's strings with language `id`'s text, of one status and search. */
export function useLanguageStrings(
  id: number,
  filter: { status: InterfaceStringStatus | undefined; search: string; page: number },
) {
  const { status, search, page } = filter;
  return useQuery({
    queryKey: ['language-strings', id, status ?? 'all', search, page],
    queryFn: ({ signal }) =>
      api(at.strings, {
        params: { id },
        query: { status, search: search || undefined, page, per_page: STRINGS_PER_PAGE },
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}

/** After any language write: the list, each language and the strings are read again (counts move with each). */
function useLanguagesChanged() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all(
      [['languages'], ['language'], ['language-strings']].map((queryKey) =>
        queryClient.invalidateQueries({ queryKey }),
      ),
    );
}

export function useCreateLanguage() {
  const changed = useLanguagesChanged();
  return useMutation({ mutationFn: (body: StaffLanguageCreateBody) => api(at.create, { body }), onSuccess: changed });
}

export function useSaveLanguage(id: number) {
  const changed = useLanguagesChanged();
  return useMutation({
    mutationFn: (body: StaffLanguageUpdateBody) => api(at.update, { params: { id }, body }),
    onSuccess: changed,
  });
}

export function useMakeDefaultLanguage(id: number) {
  const changed = useLanguagesChanged();
  return useMutation({ mutationFn: () => api(at.makeDefault, { params: { id } }), onSuccess: changed });
}

/** Moves a language to another place (from 0) in the storefront's language menu. */
export function useMoveLanguage() {
  const changed = useLanguagesChanged();
  return useMutation({
    mutationFn: ({ id, position }: { id: number; position: number }) =>
      api(at.move, { params: { id }, body: { position } }),
    onSuccess: changed,
  });
}

export function useSaveStrings(id: number) {
  const changed = useLanguagesChanged();
  return useMutation({
    mutationFn: (body: StaffLanguageStringsBody) => api(at.saveStrings, { params: { id }, body }),
    onSuccess: changed,
  });
}
