import type { StaffVatRateValues } from '@souk/contract';
import { isDeepStrictEqual } from 'node:util';
import type { AppContext } from '../../app-context.ts';
import type { Db } from '../../db/database.ts';
import { AppError } from '../../lib/app-error.ts';
import { recordAudit } from '../audit/queries.ts';
import {
  deleteVatRate,
  insertVatRate,
  lockPricingTable,
  selectVatRates,
  updateVatRate,
  type VatRateColumns,
  type VatRateRow,
} from './queries.ts';

/*
 * Checkout reads the rates at every request (checkout/pricing.ts) and no public answer holds
 * them, so a change is priced in at the next checkout with no cache to drop. An order keeps a
 * copy of the rates it was charged, so changing or removing one leaves past orders as they were.
 */

const SUBJECT = 'vat_rate';

const columnsOf = (body: StaffVatRateValues): VatRateColumns => ({
  name: body.name,
  percentage: body.percentage,
  is_active: body.is_active ? 1 : 0,
});

/** A rate as the audit log keeps it. */
const logged = ({ name, percentage, is_active }: VatRateColumns) => ({ name, percentage, is_active: is_active === 1 });

/**
 * One VAT write, with its audit entry, in a transaction holding the rates' lock: `run` gets
 * every rate as it stands and answers the entry to log, or null when nothing changed. True
 * when it changed something.
 */
async function vatWrite(
  ctx: AppContext,
  staffId: number,
  run: (
    trx: Db,
    rates: VatRateRow[],
  ) => Promise<{ action: string; id: number; before: unknown; after: unknown } | null>,
): Promise<boolean> {
  return ctx.db.transaction().execute(async (trx) => {
    await lockPricingTable(trx, ctx.kind, 'vat_taxes');
    const entry = await run(trx, await selectVatRates(trx));
    if (!entry) return false;
    const { action, id, before, after } = entry;
    await recordAudit(trx, ctx.clock, { actorId: staffId, action, subjectType: SUBJECT, subjectId: id, before, after });
    return true;
  });
}

/** Checkout lists each rate by its name: two of one name would read as one charged twice. */
function refuseTakenName(rates: VatRateRow[], name: string, id?: number): void {
  const taken = rates.some((rate) => rate.id !== id && rate.name.toLowerCase() === name.toLowerCase());
  if (taken) throw AppError.validation('name', 'Another VAT rate has this name.');
}

function existing(rates: VatRateRow[], id: number): VatRateRow {
  const rate = rates.find((row) => row.id === id);
  if (!rate) throw AppError.notFound('VAT rate');
  return rate;
}

/** `POST /staff/commerce/vat-rates`. */
export function createVatRate(ctx: AppContext, staffId: number, body: StaffVatRateValues): Promise<boolean> {
  return vatWrite(ctx, staffId, async (trx, rates) => {
    refuseTakenName(rates, body.name);
    const values = columnsOf(body);
    const id = await insertVatRate(trx, values);
    return { action: 'vat_rate.create', id, before: null, after: logged(values) };
  });
}

/** `PUT /staff/commerce/vat-rates/:id`: false when it was so already. */
export function changeVatRate(
  ctx: AppContext,
  staffId: number,
  id: number,
  body: StaffVatRateValues,
): Promise<boolean> {
  return vatWrite(ctx, staffId, async (trx, rates) => {
    const { id: _id, ...current } = existing(rates, id);
    refuseTakenName(rates, body.name, id);
    const values = columnsOf(body);
    if (isDeepStrictEqual(logged(current), logged(values))) return null;
    await updateVatRate(trx, id, values);
    return { action: 'vat_rate.update', id, before: logged(current), after: logged(values) };
  });
}

/** `DELETE /staff/commerce/vat-rates/:id`. */
export function removeVatRate(ctx: AppContext, staffId: number, id: number): Promise<boolean> {
  return vatWrite(ctx, staffId, async (trx, rates) => {
    const current = existing(rates, id);
    await deleteVatRate(trx, id);
    return { action: 'vat_rate.delete', id, before: logged(current), after: null };
  });
}
