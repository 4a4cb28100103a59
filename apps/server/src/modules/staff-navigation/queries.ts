import { type Insertable, sql, type Updateable } from 'kysely';
import type { Db, DbKind } from '../../db/database.ts';
import { deleteTexts } from '../translations/write-queries.ts';
import type {
  FooterGroupsTable,
  FooterItemsTable,
  MenusTable,
  SocialLinksTable,
  TranslatedEntity,
} from '../../db/types.ts';

/** The navigation's ordered tables: each row has an `id` and a `position` among its siblings. */
export type OrderedTable = 'menus' | 'footer_groups' | 'footer_items' | 'social_links';
/** A row's place: its id and its position. */
export interface Placed {
  id: number;
  position: number;
}

export type MenuColumns = Omit<Insertable<MenusTable>, 'id' | 'position'>;
export type FooterGroupColumns = Omit<Insertable<FooterGroupsTable>, 'id' | 'position'>;
export type FooterItemColumns = Omit<Insertable<FooterItemsTable>, 'id' | 'position' | 'group_id'>;
export type SocialLinkColumns = Omit<Insertable<SocialLinksTable>, 'id' | 'position'>;

/**
 * Has every write to one of the lists (menus, footer columns, social links) take its turn, for
 * the rest of the transaction: an add, a move or a removal reads the positions and writes them
 * back renumbered, and two at once would each write what the other did not see. A table lock
 * rather than row locks, since an add's row does not exist yet. It lets reads through (the
 * storefront keeps reading). SQLite runs transactions one at a time on its writing connection.
 */
export async function lockList(trx: Db, kind: DbKind, table: Exclude<OrderedTable, 'footer_items'>): Promise<void> {
  if (kind === 'postgres') await sql`LOCK TABLE ${sql.table(table)} IN SHARE ROW EXCLUSIVE MODE`.execute(trx);
}

/**
 * Locks footer column `id` until the transaction ends (PostgreSQL), so the writes to its
 * entries take their turn, and a removal of the column waits for them; whether it exists.
 */
export async function lockFooterGroup(trx: Db, kind: DbKind, id: number): Promise<boolean> {
  const row = await trx
    .selectFrom('footer_groups')
    .select('id')
    .where('id', '=', id)
    .$if(kind === 'postgres', (qb) => qb.forUpdate())
    .executeTakeFirst();
  return row !== undefined;
}

/**
 * The places of the rows of `table` (of footer column `groupId`, for entries), in order. Every
 * ordered table has `id` and `position`; the typing reads them as one table's.
 */
export function placesIn(db: Db, table: OrderedTable, groupId?: number): Promise<Placed[]> {
  const query = db.selectFrom(table as 'footer_items').select(['id', 'position']);
  return (groupId === undefined ? query : query.where('group_id', '=', groupId))
    .orderBy('position')
    .orderBy('id')
    .execute();
}

export async function setPosition(db: Db, table: OrderedTable, id: number, position: number): Promise<void> {
  await db
    .updateTable(table as 'menus')
    .set({ position })
    .where('id', '=', id)
    .execute();
}

export function findMenu(db: Db, id: number) {
  return db
    .selectFrom('menus')
    .select(['name', 'url', 'target', 'is_external'])
    .where('id', '=', id)
    .executeTakeFirst();
}

export async function insertMenu(db: Db, columns: MenuColumns, position: number): Promise<number> {
  const row = await db
    .insertInto('menus')
    .values({ ...columns, position })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function updateMenu(db: Db, id: number, columns: Updateable<MenusTable>): Promise<void> {
  await db.updateTable('menus').set(columns).where('id', '=', id).execute();
}

export async function deleteMenu(db: Db, id: number): Promise<void> {
  await db.deleteFrom('menus').where('id', '=', id).execute();
}

export function findFooterGroup(db: Db, id: number) {
  return db.selectFrom('footer_groups').select(['title']).where('id', '=', id).executeTakeFirst();
}

export async function insertFooterGroup(db: Db, columns: FooterGroupColumns, position: number): Promise<number> {
  const row = await db
    .insertInto('footer_groups')
    .values({ ...columns, position })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function updateFooterGroup(db: Db, id: number, columns: Updateable<FooterGroupsTable>): Promise<void> {
  await db.updateTable('footer_groups').set(columns).where('id', '=', id).execute();
}

/** Removes a footer column and its entries (and their texts in the other languages). */
export async function deleteFooterGroup(db: Db, id: number): Promise<void> {
  const items = await db.selectFrom('footer_items').select('id').where('group_id', '=', id).execute();
  await deleteTexts(
    db,
    'footer_item',
    items.map((item) => item.id),
  );
  await db.deleteFrom('footer_items').where('group_id', '=', id).execute();
  await db.deleteFrom('footer_groups').where('id', '=', id).execute();
}

export function findFooterItem(db: Db, id: number) {
  return db
    .selectFrom('footer_items')
    .select(['group_id', 'type', 'title', 'url', 'target'])
    .where('id', '=', id)
    .executeTakeFirst();
}

export async function insertFooterItem(
  db: Db,
  groupId: number,
  columns: FooterItemColumns,
  position: number,
): Promise<number> {
  const row = await db
    .insertInto('footer_items')
    .values({ ...columns, group_id: groupId, position })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function updateFooterItem(db: Db, id: number, columns: Updateable<FooterItemsTable>): Promise<void> {
  await db.updateTable('footer_items').set(columns).where('id', '=', id).execute();
}

export async function deleteFooterItem(db: Db, id: number): Promise<void> {
  await db.deleteFrom('footer_items').where('id', '=', id).execute();
}

export function selectSocialLinks(db: Db) {
  return db
    .selectFrom('social_links')
    .select(['id', 'name', 'link', 'logo'])
    .orderBy('position')
    .orderBy('id')
    .execute();
}

export function findSocialLink(db: Db, id: number) {
  return db.selectFrom('social_links').select(['name', 'link', 'logo']).where('id', '=', id).executeTakeFirst();
}

/** Whether another social link than `exceptId` has the name (the storefront tells them apart by it). */
export async function socialNameTaken(db: Db, name: string, exceptId?: number): Promise<boolean> {
  let query = db.selectFrom('social_links').select('id').where('name', '=', name);
  if (exceptId !== undefined) query = query.where('id', '<>', exceptId);
  return (await query.executeTakeFirst()) !== undefined;
}

export async function insertSocialLink(db: Db, columns: SocialLinkColumns, position: number): Promise<number> {
  const row = await db
    .insertInto('social_links')
    .values({ ...columns, position })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function updateSocialLink(db: Db, id: number, columns: Updateable<SocialLinksTable>): Promise<void> {
  await db.updateTable('social_links').set(columns).where('id', '=', id).execute();
}

export async function deleteSocialLink(db: Db, id: number): Promise<void> {
  await db.deleteFrom('social_links').where('id', '=', id).execute();
}

/** The entities the navigation's texts are translated as, and the field each translates. */
export type NavigationEntity = Extract<TranslatedEntity, 'menu' | 'footer_group' | 'footer_item'>;
export type NavigationField = 'name' | 'title';
