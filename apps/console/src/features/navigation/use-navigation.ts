import { endpoints, type StaffNavigation } from '@souk/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api.ts';

const KEY = ['navigation'];
const at = endpoints.staffNavigation;

/** The header menu, the footer columns with their entries and the social links, in order. */
export function useNavigation() {
  return useQuery({ queryKey: KEY, queryFn: ({ signal }) => api(at.navigation, { signal }) });
}

/** A navigation write: every one answers the whole navigation, which replaces the one shown. */
export function useNavigationWrite<Input>(write: (input: Input) => Promise<StaffNavigation>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: write,
    onSuccess: (navigation) => queryClient.setQueryData(KEY, navigation),
  });
}

/** The lists whose entries move and go the same way. */
export type ListKind = 'menu' | 'footerGroup' | 'footerItem' | 'socialLink';
const MOVE = {
  menu: at.moveMenu,
  footerGroup: at.moveFooterGroup,
  footerItem: at.moveFooterItem,
  socialLink: at.moveSocialLink,
} as const;
const REMOVE = {
  menu: at.deleteMenu,
  footerGroup: at.deleteFooterGroup,
  footerItem: at.deleteFooterItem,
  socialLink: at.deleteSocialLink,
} as const;

/** Moves an entry of `kind` to another place (from 0) among its siblings. */
export function useMoveEntry(kind: ListKind) {
  return useNavigationWrite(({ id, position }: { id: number; position: number }) =>
    api(MOVE[kind], { params: { id }, body: { position } }),
  );
}

export function useRemoveEntry(kind: ListKind) {
  return useNavigationWrite((id: number) => api(REMOVE[kind], { params: { id } }));
}
