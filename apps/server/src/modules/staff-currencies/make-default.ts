import type { AppContext } from '../../app-context.ts';
import { AppError } from '../../lib/app-error.ts';
import { catalogChanged } from '../../lib/catalog-events.ts';
import { recordAudit } from '../audit/queries.ts';
import {
  type CurrencyRow,
  lockCurrencies,
  moneyStored,
  selectCurrencies,
  setDefault,
  updateCurrency,
} from './queries.ts';

/** Significant digits a re-based rate keeps: more than any rate is typed with, less than a double's noise. */
const RATE_DIGITS = 12;

/** `rate` (from the old default) counted from the currency whose rate from the old default is `base`. */
const rebased = (rate: number, base: number) => Number((rate / base).toPrecision(RATE_DIGITS));

/** The default's name and every currency's rate, as the audit entry keeps them. */
const ratesOf = (rows: CurrencyRow[], rate: (row: CurrencyRow) => number, defaultName: string | undefined) => ({
  default: defaultName ?? null,
  ...Object.fromEntries(rows.map((row) => [row.name, rate(row)])),
});

/**
 * Makes currency `id` the default, in one transaction holding the currencies' lock, so of
 * several at once each runs on what the one before left and one default remains. Every rate is
 * re-based on the new default (a rate says how many of a currency one unit of the default buys,
 * so each is divided by the new default's old rate, and the new default's becomes 1): what a
 * price shows in each currency stays as it was.
 *
 * Stored amounts are not converted: they are integers of minor units of the default, and
 * converting every price, order, payment and voucher would round each one. So the default
 * changes only while none is stored (a new marketplace choosing its currency); otherwise 409.
 * True when it changed (false when it was the default already).
 */
export async function makeDefaultCurrency(ctx: AppContext, staffId: number, id: number): Promise<boolean> {
  const changed = await ctx.db.transaction().execute(async (trx) => {
    await lockCurrencies(trx, ctx.kind);
    const rows = await selectCurrencies(trx);
    const chosen = rows.find((row) => row.id === id);
    if (!chosen) throw AppError.notFound('Currency');
    if (chosen.is_default === 1) return false;
    if (chosen.is_active !== 1) throw new AppError(409, 'Activate this currency before making it the default.');
    if (await moneyStored(trx)) {
      throw new AppError(
        409,
        'The default currency cannot change once prices are stored: every price, order and voucher is kept in it and would be read in the new one.',
      );
    }
    const base = Number(chosen.rate_from_default);
    const rate = (row: CurrencyRow) => (row.id === id ? 1 : rebased(Number(row.rate_from_default), base));
    for (const row of rows) await updateCurrency(trx, row.id, { rate_from_default: rate(row) });
    await setDefault(trx, id);
    const previous = rows.find((row) => row.is_default === 1);
    await recordAudit(trx, ctx.clock, {
      actorId: staffId,
      action: 'currency.make_default',
      subjectType: 'currency',
      subjectId: id,
      before: ratesOf(rows, (row) => Number(row.rate_from_default), previous?.name),
      after: ratesOf(rows, rate, chosen.name),
    });
    return true;
  });
  if (changed) catalogChanged();
  return changed;
}
