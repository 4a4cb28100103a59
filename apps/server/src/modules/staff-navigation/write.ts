import type { AppContext } from '../../app-context.ts';
import type { Db } from '../../db/database.ts';
import { AppError } from '../../lib/app-error.ts';
import { catalogChanged } from '../../lib/catalog-events.ts';
import { recordAudit } from '../audit/queries.ts';
import type { EntryKind, EntryList } from './kinds.ts';
import { unofferedLanguages } from '../translations/offered.ts';
import { fieldTexts } from '../translations/queries.ts';
import { deleteTexts, replaceField } from '../translations/write-queries.ts';
import { findFooterItem, lockFooterGroup, lockList, placesIn, setPosition } from './queries.ts';

type Context = Pick<AppContext, 'db' | 'kind' | 'clock'>;
type Texts = Record<string, string | null>;
/** A body: those of the translated kinds carry `translations`. */
type Values = object;
type Kind<V extends Values, C extends object> = EntryKind<V, C>;
/** The footer column whose entries a write changes; none for the other lists. */
type Group = number | undefined;

/**
 * Takes the turn of the list a write changes, for the rest of its transaction: the whole table
 * for the menus, the footer columns and the social links; the entry's footer column for its
 * entries (404 when the column is gone).
 */
async function takeTurn(trx: Db, ctx: Context, table: EntryList['table'], groupId: Group) {
  if (table !== 'footer_items') return lockList(trx, ctx.kind, table);
  if (groupId === undefined || !(await lockFooterGroup(trx, ctx.kind, groupId))) {
    throw AppError.notFound('Footer column');
  }
}

/** The footer column of an entry (none for the other kinds); 404 for an unknown entry. */
async function groupOf(db: Db, kind: EntryList, id: number): Promise<Group> {
  if (kind.table !== 'footer_items') return undefined;
  const row = await findFooterItem(db, id);
  if (!row) throw AppError.notFound(kind.label);
  return row.group_id;
}

/**
 * Writes the places `order` gives the list's rows (0, 1, 2…), changing only the rows whose
 * place moved: positions stay a clean sequence whatever gaps or ties they had.
 */
async function renumber(trx: Db, kind: EntryList, groupId: Group, order: number[]) {
  const places = await placesIn(trx, kind.table, groupId);
  const now = new Map(places.map((row) => [row.id, row.position]));
  for (const [position, id] of order.entries()) {
    if (now.get(id) !== position) await setPosition(trx, kind.table, id, position);
  }
}

/** The ids of the list's rows in their order. */
async function orderOf(trx: Db, kind: EntryList, groupId: Group): Promise<number[]> {
  return (await placesIn(trx, kind.table, groupId)).map((row) => row.id);
}

/** The texts in other languages a body carries (none for a kind without). */
const sentTexts = (values: Values): Texts =>
  'translations' in values && values.translations ? (values.translations as Texts) : {};

async function refuseProblems<V extends Values, C extends object>(
  trx: Db,
  kind: Kind<V, C>,
  values: V,
  id: number | undefined,
) {
  const problems = {
    ...(kind.check ? await kind.check(trx, values, id) : {}),
    ...(await unofferedLanguages(trx, sentTexts(values))),
  };
  if (Object.keys(problems).length > 0) throw AppError.fields(problems);
}

/** Whether the kind keeps texts in other languages for these values. */
const translated = <V extends Values, C extends object>(kind: Kind<V, C>, values: V) =>
  kind.texts !== undefined && (kind.texts.translated?.(values) ?? true);

/** The row's texts in the other languages, as the audit entry keeps them (none for a kind without). */
async function storedTexts(trx: Db, kind: EntryList, id: number): Promise<Record<string, string>> {
  return kind.texts ? fieldTexts(trx, kind.texts.entity, id, kind.texts.field) : {};
}

/** Writes the values' texts, or removes the row's when its kind or type keeps none. */
async function writeTexts<V extends Values, C extends object>(trx: Db, kind: Kind<V, C>, id: number, values: V) {
  if (!kind.texts) return;
  if (translated(kind, values)) await replaceField(trx, kind.texts.entity, id, kind.texts.field, sentTexts(values));
  else await deleteTexts(trx, kind.texts.entity, [id]);
}

/**
 * Adds an entry at the end of its list (of footer column `groupId`, for an entry), with its
 * texts and its audit entry, in one transaction holding the list's turn. The new entry's id.
 */
export async function createEntry<V extends Values, C extends object>(
  ctx: Context,
  staffId: number,
  kind: Kind<V, C>,
  values: NoInfer<V>,
  groupId?: number,
): Promise<number> {
  const id = await ctx.db.transaction().execute(async (trx) => {
    await takeTurn(trx, ctx, kind.table, groupId);
    await refuseProblems(trx, kind, values, undefined);
    const order = await orderOf(trx, kind, groupId);
    // The others first close any gap, so the new entry's place is right after the last.
    await renumber(trx, kind, groupId, order);
    const columns = kind.columns(values);
    const created = await kind.insert(trx, columns, order.length, groupId);
    await writeTexts(trx, kind, created, values);
    await recordAudit(trx, ctx.clock, {
      actorId: staffId,
      action: `${kind.subject}.create`,
      subjectType: kind.subject,
      subjectId: created,
      before: null,
      after: {
        ...columns,
        ...(groupId === undefined ? {} : { group_id: groupId }),
        translations: await storedTexts(trx, kind, created),
      },
    });
    return created;
  });
  catalogChanged();
  return id;
}

/**
 * Changes an entry's fields and texts, with an audit entry of what changed, in one transaction
 * holding the list's turn. True when anything changed.
 */
export async function updateEntry<V extends Values, C extends object>(
  ctx: Context,
  staffId: number,
  kind: Kind<V, C>,
  id: number,
  values: NoInfer<V>,
): Promise<boolean> {
  const groupId = await groupOf(ctx.db, kind, id);
  const changed = await ctx.db.transaction().execute(async (trx) => {
    await takeTurn(trx, ctx, kind.table, groupId);
    const row = await kind.find(trx, id);
    if (!row) throw AppError.notFound(kind.label);
    await refuseProblems(trx, kind, values, id);
    const columns = kind.columns(values);
    const names = (Object.keys(columns) as Array<keyof C>).filter((key) => columns[key] !== row[key]);
    const textsBefore = await storedTexts(trx, kind, id);
    if (names.length > 0)
      await kind.update(trx, id, Object.fromEntries(names.map((key) => [key, columns[key]])) as Partial<C>);
    await writeTexts(trx, kind, id, values);
    const textsAfter = await storedTexts(trx, kind, id);
    const textsChanged = JSON.stringify(textsBefore) !== JSON.stringify(textsAfter);
    if (names.length === 0 && !textsChanged) return false;
    const pick = (from: C | typeof row) => Object.fromEntries(names.map((key) => [key, from[key]]));
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
  if (changed) catalogChanged();
  return changed;
}

/**
 * Moves an entry to place `position` among its siblings (past the end: the last), the others
 * keeping their order, in one transaction holding the list's turn, so moves and removals at
 * once each renumber what the one before left. True when its place changed.
 */
export async function moveEntry(
  ctx: Context,
  staffId: number,
  kind: EntryList,
  id: number,
  position: number,
): Promise<boolean> {
  const groupId = await groupOf(ctx.db, kind, id);
  const moved = await ctx.db.transaction().execute(async (trx) => {
    await takeTurn(trx, ctx, kind.table, groupId);
    const before = await orderOf(trx, kind, groupId);
    if (!before.includes(id)) throw AppError.notFound(kind.label);
    const after = before.filter((other) => other !== id);
    after.splice(Math.min(position, after.length), 0, id);
    await renumber(trx, kind, groupId, after);
    if (after.every((other, index) => before[index] === other)) return false;
    await recordAudit(trx, ctx.clock, {
      actorId: staffId,
      action: `${kind.subject}.move`,
      subjectType: kind.subject,
      subjectId: id,
      before: { position: before.indexOf(id), order: before },
      after: { position: after.indexOf(id), order: after },
    });
    return true;
  });
  if (moved) catalogChanged();
  return moved;
}

/**
 * Removes an entry (a footer column with its entries) and its texts, the others closing the gap,
 * with its audit entry, in one transaction holding the list's turn.
 */
export async function removeEntry(ctx: Context, staffId: number, kind: EntryList, id: number): Promise<void> {
  const groupId = await groupOf(ctx.db, kind, id);
  await ctx.db.transaction().execute(async (trx) => {
    await takeTurn(trx, ctx, kind.table, groupId);
    // A column's removal also waits for the writes to its entries under way, which hold its row.
    if (kind.table === 'footer_groups') await lockFooterGroup(trx, ctx.kind, id);
    const row = await kind.find(trx, id);
    if (!row) throw AppError.notFound(kind.label);
    const texts = await storedTexts(trx, kind, id);
    if (kind.texts) await deleteTexts(trx, kind.texts.entity, [id]);
    await kind.remove(trx, id);
    await renumber(trx, kind, groupId, await orderOf(trx, kind, groupId));
    await recordAudit(trx, ctx.clock, {
      actorId: staffId,
      action: `${kind.subject}.delete`,
      subjectType: kind.subject,
      subjectId: id,
      before: { ...row, ...(groupId === undefined ? {} : { group_id: groupId }), translations: texts },
      after: null,
    });
  });
  catalogChanged();
}
