import { DEFAULT_DISPLAY_CURRENCY, endpoints, formatMoney } from '@souk/contract';
import { useQuery } from '@tanstack/react-query';
import { api } from './api.ts';

/**
 * Amounts as the platform holds them, in its default currency: a shop's figures are never
 * converted into a shopper's pick.
 */
export function useFormatMoney(): (amount: number) => string {
  const { data } = useQuery({
    queryKey: ['master'],
    queryFn: () => api(endpoints.settings.master),
    staleTime: 10 * 60_000,
    select: (master) => master.currencies.find((currency) => currency.is_default),
  });
  return (amount) =>
    formatMoney(
      amount,
      data
        ? { symbol: data.symbol, position: data.position, rate: 1, precision: data.precision }
        : DEFAULT_DISPLAY_CURRENCY,
    );
}
