import type { StaffLanguageCreateValues, StaffLanguageUpdateValues } from '@souk/contract';
import type { AppContext } from '../../app-context.ts';
import { AppError } from '../../lib/app-error.ts';
import { catalogChanged } from '../../lib/catalog-events.ts';
import { isUniqueViolation } from '../../lib/db-errors.ts';
import { recordAudit } from '../audit/queries.ts';
import {
  insertLanguage,
  type LanguageFields,
  lockLanguages,
  nameTaken,
  nextPosition,
  updateLanguage,
} from './queries.ts';
import { languageIn, readLanguageRows } from './read.ts';

const TAKEN = 'The code has already been taken.';

/** A code another language took in a write that crossed this one: refused on the field too. */
function takenOnRace(error: unknown): never {
  if (isUniqueViolation(error)) throw AppError.validation('name', TAKEN);
  throw error;
}

/**
 * Adds a language, last in the order, switched off and with no string: shoppers are offered it
 * once staff switch it on (with strings missing, they read those in the keys' English). One
 * transaction holding the languages' lock, with its audit entry. The new language's id.
 */
export async function createLanguage(
  ctx: AppContext,
  staffId: number,
  body: StaffLanguageCreateValues,
): Promise<number> {
  const id = await ctx.db
    .transaction()
    .execute(async (trx) => {
      await lockLanguages(trx, ctx.kind);
      if (await nameTaken(trx, body.name)) throw AppError.validation('name', TAKEN);
      const position = await nextPosition(trx);
      const fields: LanguageFields = { name: body.name, title: body.title, direction: body.direction, is_active: 0 };
      const created = await insertLanguage(trx, fields, position);
      await recordAudit(trx, ctx.clock, {
        actorId: staffId,
        action: 'language.create',
        subjectType: 'language',
        subjectId: created,
        before: null,
        after: { ...fields, is_active: false, position },
      });
      return created;
    })
    .catch(takenOnRace);
  catalogChanged();
  return id;
}

/**
 * Changes a language's title, direction or whether shoppers may pick it, with an audit entry of
 * what changed, in one transaction holding the languages' lock (so it cannot switch off a
 * language that a "make default" running meanwhile makes the default). The default stays on:
 * it is what shoppers get when they ask for no language the shop offers. True when anything changed.
 */
export async function saveLanguage(
  ctx: AppContext,
  staffId: number,
  id: number,
  body: StaffLanguageUpdateValues,
): Promise<boolean> {
  const changed = await ctx.db.transaction().execute(async (trx) => {
    await lockLanguages(trx, ctx.kind);
    const row = languageIn(await readLanguageRows(trx), id);
    if (row.is_default === 1 && !body.is_active) {
      throw AppError.validation('is_active', 'The default language cannot be switched off.');
    }
    const now = { title: row.title, direction: row.direction, is_active: row.is_active === 1 };
    const names = (Object.keys(now) as Array<keyof typeof now>).filter((key) => now[key] !== body[key]);
    if (names.length === 0) return false;
    const pick = (from: typeof now) => Object.fromEntries(names.map((key) => [key, from[key]]));
    await updateLanguage(trx, id, { title: body.title, direction: body.direction, is_active: body.is_active ? 1 : 0 });
    await recordAudit(trx, ctx.clock, {
      actorId: staffId,
      action: 'language.update',
      subjectType: 'language',
      subjectId: id,
      before: pick(now),
      after: pick(body),
    });
    return true;
  });
  if (changed) catalogChanged();
  return changed;
}
