import { type DisplayCurrency, formatMoney, MAX_CURRENCY_PRECISION } from '@souk/contract';

/** The amount every example is written with: grouping, decimals and the symbol's place all show. */
export const EXAMPLE_AMOUNT = 1234.5;

/** What the formatter needs of a currency's fields, a rate typed but not yet valid counting as 1. */
export function displayOf(currency: {
  symbol: string;
  position: DisplayCurrency['position'];
  rate_from_default: number | string;
  precision: number | string;
}): DisplayCurrency {
  const rate = Number(currency.rate_from_default);
  const precision = Number(currency.precision);
  return {
    symbol: currency.symbol,
    position: currency.position,
    rate: Number.isFinite(rate) && rate > 0 ? rate : 1,
    precision: Number.isInteger(precision) && precision >= 0 && precision <= MAX_CURRENCY_PRECISION ? precision : 2,
  };
}

/** `amount` (in the default currency) as shoppers who picked `currency` read it. */
export const shownIn = (amount: number, currency: Parameters<typeof displayOf>[0]) =>
  formatMoney(amount, displayOf(currency));
