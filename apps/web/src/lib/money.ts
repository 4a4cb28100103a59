import { DEFAULT_DISPLAY_CURRENCY, type DisplayCurrency, formatMoney } from '@souk/contract';
import { useCallback } from 'react';
import { useShopSettings } from './shop-settings.ts';

/** The chosen currency as the formatter needs it (defaults: $, prefix, rate 1, precision 2). */
export function useDisplayCurrency(): DisplayCurrency {
  const currency = useShopSettings((s) => s.currency);
  if (!currency) return DEFAULT_DISPLAY_CURRENCY;
  return {
    symbol: currency.symbol,
    position: currency.position,
    rate: currency.rate_from_default || 1,
    precision: currency.precision ?? 2,
  };
}

/** Formats an amount held in the default currency in the shopper's chosen one. */
export function useFormatMoney(): (amount: number) => string {
  const currency = useDisplayCurrency();
  return useCallback((amount: number) => formatMoney(amount, currency), [currency]);
}
