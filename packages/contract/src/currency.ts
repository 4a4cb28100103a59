import { roundHalfUp } from './money.ts';

/** What the storefront needs to show an amount held in the shop's default currency. */
export interface DisplayCurrency {
  symbol: string;
  position: 'prefix' | 'suffix';
  rate: number;
  precision: number;
}

/**
 * The request header naming (by `name`) the currency the shopper picked, so the few amounts the
 * server writes into messages read in it too. Optional: without it they use the default currency.
 */
export const CURRENCY_HEADER = 'x-currency';

export const DEFAULT_DISPLAY_CURRENCY: DisplayCurrency = {
  symbol: '$',
  position: 'prefix',
  rate: 1,
  precision: 2,
};

/** Converts an amount in the default currency into the chosen one, rounded at its precision. */
export function convertAmount(amount: number, currency: Pick<DisplayCurrency, 'rate' | 'precision'>): number {
  const rate = currency.rate > 0 ? currency.rate : 1;
  return roundHalfUp(amount * rate, currency.precision);
}

// A formatter per precision, made once: making one costs far more than formatting with it (a
// page of product cards spent 25 ms of its hydration making them).
const formatters = new Map<number, Intl.NumberFormat>();

function groupedDigits(precision: number): Intl.NumberFormat {
  let formatter = formatters.get(precision);
  if (!formatter) {
    formatter = new Intl.NumberFormat('en-US', { minimumFractionDigits: precision, maximumFractionDigits: precision });
    formatters.set(precision, formatter);
  }
  return formatter;
}

/**
 * Formats an amount held in the default currency for display: converted once at the chosen
 * currency's rate and precision, grouped by thousands, symbol before or after.
 */
export function formatMoney(amount: number, currency: DisplayCurrency = DEFAULT_DISPLAY_CURRENCY): string {
  const precision = Number.isInteger(currency.precision) && currency.precision >= 0 ? currency.precision : 2;
  const value = convertAmount(amount, { rate: currency.rate, precision });
  const digits = groupedDigits(precision).format(Math.abs(value));
  const sign = value < 0 ? '-' : '';
  return currency.position === 'suffix' ? `${sign}${digits}${currency.symbol}` : `${sign}${currency.symbol}${digits}`;
}
