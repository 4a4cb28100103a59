import type { StaffCurrenciesResponse, StaffCurrency, StaffCurrencyResponse } from '@souk/contract';
import type { Db } from '../../db/database.ts';
import { AppError } from '../../lib/app-error.ts';
import { type CurrencyRow, findCurrency, moneyStored, selectCurrencies } from './queries.ts';

/** A stored currency as the contract writes it (flags as booleans, the rate a plain number). */
export function currencyView(row: CurrencyRow): StaffCurrency {
  return {
    ...row,
    rate_from_default: Number(row.rate_from_default),
    precision: Number(row.precision),
    is_default: row.is_default === 1,
    is_active: row.is_active === 1,
  };
}

/** Every currency, the default first, and whether the default may change now. */
export async function currencyList(db: Db): Promise<StaffCurrenciesResponse> {
  const [rows, stored] = await Promise.all([selectCurrencies(db), moneyStored(db)]);
  return { currencies: rows.map(currencyView), can_change_default: !stored };
}

/** One currency (404 for an unknown id). */
export async function currencyPage(db: Db, id: number): Promise<StaffCurrencyResponse> {
  const [row, stored] = await Promise.all([findCurrency(db, id), moneyStored(db)]);
  if (!row) throw AppError.notFound('Currency');
  return { currency: currencyView(row), can_change_default: !stored };
}
