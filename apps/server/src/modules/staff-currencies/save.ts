import type { StaffCurrencyValues } from '@souk/contract';
import type { AppContext } from '../../app-context.ts';
import type { Db } from '../../db/database.ts';
import { AppError } from '../../lib/app-error.ts';
import { catalogChanged } from '../../lib/catalog-events.ts';
import { isUniqueViolation } from '../../lib/db-errors.ts';
import { recordAudit } from '../audit/queries.ts';
import {
  type CurrencyFields,
  type CurrencyRow,
  findCurrency,
  insertCurrency,
  lockCurrencies,
  moneyStored,
  nameTaken,
  selectCurrencies,
  updateCurrency,
} from './queries.ts';

/**
 * The currency prices are shown in while no currency is stored (master's fallback, `$` before
 * the amount): amounts typed meanwhile are in it.
 */
const IMPLICIT_DEFAULT = 'USD';

const TAKEN = 'The name has already been taken.';

type Problems = Record<string, string[]>;

function fieldsOf(body: StaffCurrencyValues): CurrencyFields {
  return {
    name: body.name,
    symbol: body.symbol,
    position: body.position,
    rate_from_default: body.rate_from_default,
    precision: body.precision,
    is_active: body.is_active ? 1 : 0,
  };
}

/**
 * What the default currency (`current`, or the first currency added, which becomes it) may not
 * be: other than rate 1, inactive, or renamed while stored amounts are in it (they would read as
 * another currency's).
 */
async function defaultProblems(trx: Db, body: StaffCurrencyValues, current: CurrencyRow | undefined) {
  const problems: Problems = {};
  if (body.rate_from_default !== 1) problems.rate_from_default = ["The default currency's rate is always 1."];
  if (!body.is_active) problems.is_active = ['The default currency cannot be deactivated.'];
  const storedIn = current?.name ?? IMPLICIT_DEFAULT;
  if (body.name !== storedIn && (await moneyStored(trx))) {
    problems.name = [
      current
        ? "The default currency's name cannot change while prices are stored in it."
        : `Prices are already stored in ${IMPLICIT_DEFAULT}: add ${IMPLICIT_DEFAULT} first.`,
    ];
  }
  return problems;
}

function refuse(problems: Problems): void {
  if (Object.keys(problems).length > 0) throw AppError.fields(problems);
}

/** A name another currency took in a write that crossed this one: refused on the field too. */
function takenOnRace(error: unknown): never {
  if (isUniqueViolation(error)) throw AppError.validation('name', TAKEN);
  throw error;
}

/**
 * Adds a currency, with its audit entry, in one transaction holding the currencies' lock. The
 * first currency while there is no default becomes the default (so there is always exactly
 * one once any exists). The new currency's id.
 */
export async function createCurrency(ctx: AppContext, staffId: number, body: StaffCurrencyValues): Promise<number> {
  const id = await ctx.db
    .transaction()
    .execute(async (trx) => {
      await lockCurrencies(trx, ctx.kind);
      const first = !(await selectCurrencies(trx)).some((row) => row.is_default === 1);
      const problems = first ? await defaultProblems(trx, body, undefined) : {};
      if (await nameTaken(trx, body.name)) problems.name = [TAKEN];
      refuse(problems);
      const fields = fieldsOf(body);
      const created = await insertCurrency(trx, fields, first);
      await recordAudit(trx, ctx.clock, {
        actorId: staffId,
        action: 'currency.create',
        subjectType: 'currency',
        subjectId: created,
        before: null,
        after: { ...fields, is_active: body.is_active, is_default: first },
      });
      return created;
    })
    .catch(takenOnRace);
  catalogChanged();
  return id;
}

/**
 * Changes a currency's fields, with an audit entry of the fields that changed, in one
 * transaction holding the currencies' lock (so a "make default" cannot slip between the checks
 * of the default's rules and the write). True when anything changed.
 */
export async function saveCurrency(
  ctx: AppContext,
  staffId: number,
  id: number,
  body: StaffCurrencyValues,
): Promise<boolean> {
  const changed = await ctx.db
    .transaction()
    .execute(async (trx) => {
      await lockCurrencies(trx, ctx.kind);
      const row = await findCurrency(trx, id);
      if (!row) throw AppError.notFound('Currency');
      const problems = row.is_default === 1 ? await defaultProblems(trx, body, row) : {};
      if (await nameTaken(trx, body.name, id)) problems.name = [TAKEN];
      refuse(problems);
      const fields = fieldsOf(body);
      const names = (Object.keys(fields) as Array<keyof CurrencyFields>).filter(
        (key) => String(fields[key]) !== String(row[key]),
      );
      if (names.length === 0) return false;
      const pick = (from: CurrencyFields) =>
        Object.fromEntries(names.map((key) => [key, key === 'is_active' ? from[key] === 1 : from[key]]));
      await updateCurrency(trx, id, Object.fromEntries(names.map((key) => [key, fields[key]])));
      await recordAudit(trx, ctx.clock, {
        actorId: staffId,
        action: 'currency.update',
        subjectType: 'currency',
        subjectId: id,
        before: pick({ ...row, rate_from_default: Number(row.rate_from_default), precision: Number(row.precision) }),
        after: pick(fields),
      });
      return true;
    })
    .catch(takenOnRace);
  if (changed) catalogChanged();
  return changed;
}
