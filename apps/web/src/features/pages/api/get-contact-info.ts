import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { pageKeys } from '../keys.ts';

export interface ContactInfo {
  phone: string | null;
  email: string | null;
  whatsapp: string | null;
  messenger: string | null;
}

export const getContactInfo = (signal?: AbortSignal) => api<ContactInfo>('/contact-us', { signal });

export const contactInfoQueryOptions = () =>
  queryOptions({
    queryKey: pageKeys.contact(),
    queryFn: ({ signal }) => getContactInfo(signal),
    staleTime: 10 * 60_000,
  });

export const useContactInfoQuery = () => useQuery(contactInfoQueryOptions());
