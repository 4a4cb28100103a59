import { shopperEndpoints as endpoints } from '@souk/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { authKeys } from '../keys.ts';

export const getRecaptchaSettings = (signal?: AbortSignal) => api(endpoints.settings.recaptcha, { signal });

export const recaptchaSettingsQueryOptions = () =>
  queryOptions({
    queryKey: authKeys.recaptcha(),
    queryFn: ({ signal }) => getRecaptchaSettings(signal),
    staleTime: 5 * 60_000,
  });

/** Only fetched while the login dialog is open, so a browsing shopper makes no extra call. */
export const useRecaptchaSettingsQuery = (enabled: boolean) =>
  useQuery({ ...recaptchaSettingsQueryOptions(), enabled });
