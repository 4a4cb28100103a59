import type { AppContext } from '../../app-context.ts';
import type { Db } from '../../db/database.ts';
import { AppError } from '../../lib/app-error.ts';
import { catalogChanged } from '../../lib/catalog-events.ts';
import { recordAudit } from '../audit/queries.ts';
import type { ListKind } from './list-kinds.ts';
import { countProductsWith, deleteRow, insertRow, lockList, lockRow, updateRow, valueTaken } from './list-queries.ts';
import { fieldTexts } from '../translations/queries.ts';
import { deleteTexts, replaceField } from '../translations/write-queries.ts';
import { unofferedLanguages } from '../translations/offered.ts';
import { type Names, type Problems, slugProblems } from './texts.ts';

type Context = Pick<AppContext, 'db' | 'kind' | 'clock'>;
/** A body: those of the named kinds carry `translations`. */
type Values = object;
type Kind<V extends Values, C extends object> = ListKind<V, C>;

const sentNames = (values: Values): Names =>
  'translations' in values && values.translations ? (values.translations as Names) : {};

/** Refuses, every field at once (422), a taken name or slug, a blank slug, names in a language not offered. */
async function refuseProblems<V extends Values, C extends object>(
  trx: Db,
  kind: Kind<V, C>,
  values: V,
  columns: C,
  id: number | undefined,
): Promise<void> {
  const problems: Problems = {};
  for (const column of kind.unique) {
    const value = String((columns as Record<string, unknown>)[column]);
    const taken = value !== '' && (await valueTaken(trx, kind.table, column, value, id));
    if (column === 'slug') Object.assign(problems, slugProblems(value || null, taken));
    else if (taken) problems[column] = [`The ${column} has already been taken.`];
  }
  if (kind.names) Object.assign(problems, await unofferedLanguages(trx, sentNames(values)));
  if (Object.keys(problems).length > 0) throw AppError.fields(problems);
}

const storedNames = <V extends Values, C extends object>(trx: Db, kind: Kind<V, C>, id: number) =>
  kind.names ? fieldTexts(trx, kind.names, id, 'name') : Promise.resolve({});

function changed(kind: { shown: boolean }): void {
  if (kind.shown) catalogChanged();
}

/** Adds a row to the list, with its names and audit entry, in one transaction holding the list's lock; its id. */
export async function createListEntry<V extends Values, C extends object>(
  ctx: Context,
  staffId: number,
  kind: Kind<V, C>,
  values: NoInfer<V>,
): Promise<number> {
  const id = await ctx.db.transaction().execute(async (trx) => {
    await lockList(trx, ctx.kind, kind.table);
    const columns = kind.columns(values);
    await refuseProblems(trx, kind, values, columns, undefined);
    const created = await insertRow(trx, kind.table, columns);
    if (kind.names) await replaceField(trx, kind.names, created, 'name', sentNames(values));
    await recordAudit(trx, ctx.clock, {
      actorId: staffId,
      action: `${kind.subject}.create`,
      subjectType: kind.subject,
      subjectId: created,
      before: null,
      after: { ...columns, ...(kind.names ? { translations: await storedNames(trx, kind, created) } : {}) },
    });
    return created;
  });
  changed(kind);
  return id;
}

/** Changes a row's fields and names, with an audit entry of what changed; true when anything did. */
export async function updateListEntry<V extends Values, C extends object>(
  ctx: Context,
  staffId: number,
  kind: Kind<V, C>,
  id: number,
  values: NoInfer<V>,
): Promise<boolean> {
  const updated = await ctx.db.transaction().execute(async (trx) => {
    await lockList(trx, ctx.kind, kind.table);
    const row = (await lockRow(trx, ctx.kind, kind.table, id)) as C | undefined;
    if (!row) throw AppError.notFound(kind.label);
    const columns = kind.columns(values);
    await refuseProblems(trx, kind, values, columns, id);
    const keys = (Object.keys(columns) as Array<keyof C>).filter((key) => columns[key] !== row[key]);
    const textsBefore = await storedNames(trx, kind, id);
    if (keys.length > 0) await updateRow(trx, kind.table, id, Object.fromEntries(keys.map((k) => [k, columns[k]])));
    if (kind.names) await replaceField(trx, kind.names, id, 'name', sentNames(values));
    const textsAfter = await storedNames(trx, kind, id);
    const textsChanged = JSON.stringify(textsBefore) !== JSON.stringify(textsAfter);
    if (keys.length === 0 && !textsChanged) return false;
    const pick = (from: C) => Object.fromEntries(keys.map((key) => [key, from[key]]));
    await recordAudit(trx, ctx.clock, {
      actorId: staffId,
      action: `${kind.subject}.update`,
      subjectType: kind.subject,
      subjectId: id,
      before: { ...pick(row), ...(textsChanged ? { translations: textsBefore } : {}) },
      after: { ...pick(columns), ...(textsChanged ? { translations: textsAfter } : {}) },
    });
    return true;
  });
  if (updated) changed(kind);
  return updated;
}

/**
 * Removes a row no product uses, with its names and audit entry. Its row is locked first, so a
 * product being written with it is waited for and counted (422), and one written after is refused.
 */
export async function removeListEntry<V extends Values, C extends object>(
  ctx: Context,
  staffId: number,
  kind: Kind<V, C>,
  id: number,
): Promise<void> {
  await ctx.db.transaction().execute(async (trx) => {
    await lockList(trx, ctx.kind, kind.table);
    const row = await lockRow(trx, ctx.kind, kind.table, id);
    if (!row) throw AppError.notFound(kind.label);
    const used = kind.usedBy ? await countProductsWith(trx, kind.usedBy.column, id) : 0;
    if (kind.usedBy && used > 0) throw new AppError(422, kind.usedBy.refusal(used));
    const translations = await storedNames(trx, kind, id);
    if (kind.names) await deleteTexts(trx, kind.names, [id]);
    await deleteRow(trx, kind.table, id);
    const { id: _id, ...before } = row as { id: number };
    await recordAudit(trx, ctx.clock, {
      actorId: staffId,
      action: `${kind.subject}.delete`,
      subjectType: kind.subject,
      subjectId: id,
      before: { ...before, ...(kind.names ? { translations } : {}) },
      after: null,
    });
  });
  changed(kind);
}
