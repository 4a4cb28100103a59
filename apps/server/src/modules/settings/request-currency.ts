import { DEFAULT_DISPLAY_CURRENCY, formatMoney } from '@souk/contract';
import type { Db } from '../../db/database.ts';
import { requestCurrencyName } from '../../lib/content-locale.ts';
import { listCurrencies } from './queries.ts';

/**
 * `amount` (in the default currency) as the shopper reads prices: in the active currency the
 * request names (X-Currency), else the default one, through the storefront's own formatter.
 * For amounts the server writes into sentences, such as a voucher's minimum order.
 */
export async function formatRequestMoney(db: Db, amount: number): Promise<string> {
  const currencies = await listCurrencies(db);
  const name = requestCurrencyName();
  const chosen = currencies.find((c) => c.name === name) ?? currencies.find((c) => c.is_default === 1);
  if (!chosen) return formatMoney(amount, DEFAULT_DISPLAY_CURRENCY);
  const { symbol, position, rate_from_default: rate, precision } = chosen;
  return formatMoney(amount, { symbol, position, rate, precision });
}
