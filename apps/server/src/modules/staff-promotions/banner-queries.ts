import { type Insertable, sql, type Updateable } from 'kysely';
import type { Db, DbKind } from '../../db/database.ts';
import type { BannersTable } from '../../db/types.ts';

export type BannerType = 'slider' | 'ad';
export type BannerColumns = Omit<Insertable<BannersTable>, 'id' | 'position'>;

const COLUMNS = ['id', 'type', 'title', 'thumbnail', 'url', 'position', 'is_active'] as const;

/**
 * Has every banner write take its turn, for the rest of the transaction: an add, a move or a
 * removal reads the places in a list and writes them back renumbered, and two at once would
 * each write what the other did not see. A table lock rather than row locks, since an add's row
 * does not exist yet. It lets reads through (the home page keeps reading). SQLite runs
 * transactions one at a time on its writing connection.
 */
export async function lockBanners(trx: Db, kind: DbKind): Promise<void> {
  if (kind === 'postgres') await sql`LOCK TABLE ${sql.table('banners')} IN SHARE ROW EXCLUSIVE MODE`.execute(trx);
}

/** Every banner, active or not, each list in the home page's order. */
export function selectBanners(db: Db) {
  return db.selectFrom('banners').select(COLUMNS).orderBy('position').orderBy('id').execute();
}

export type BannerRow = Awaited<ReturnType<typeof selectBanners>>[number];

export function findBanner(db: Db, id: number) {
  return db.selectFrom('banners').select(COLUMNS).where('id', '=', id).executeTakeFirst();
}

/** The list's banners' places, in order. */
export function bannerPlaces(db: Db, type: BannerType) {
  return db
    .selectFrom('banners')
    .select(['id', 'position'])
    .where('type', '=', type)
    .orderBy('position')
    .orderBy('id')
    .execute();
}

export async function insertBanner(db: Db, columns: BannerColumns, position: number): Promise<number> {
  const row = await db
    .insertInto('banners')
    .values({ ...columns, position })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function updateBanner(db: Db, id: number, columns: Updateable<BannersTable>): Promise<void> {
  await db.updateTable('banners').set(columns).where('id', '=', id).execute();
}

export async function deleteBanner(db: Db, id: number): Promise<void> {
  await db.deleteFrom('banners').where('id', '=', id).execute();
}
