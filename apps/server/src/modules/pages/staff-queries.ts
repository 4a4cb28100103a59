import type { Updateable } from 'kysely';
import type { Db, DbKind } from '../../db/database.ts';
import type { PagesTable } from '../../db/types.ts';

/** Every page, by its address. */
export function selectStaffPages(db: Db) {
  return db.selectFrom('pages').select(['id', 'slug', 'title']).orderBy('slug').execute();
}

export function findStaffPage(db: Db, id: number) {
  return db.selectFrom('pages').select(['id', 'slug', 'title', 'description']).where('id', '=', id).executeTakeFirst();
}

/**
 * Page `id`, locked until the transaction ends on PostgreSQL, so two saves at once each read
 * what the one before wrote (their audit entries chain); undefined when it is not there.
 */
export function lockPage(trx: Db, kind: DbKind, id: number) {
  return trx
    .selectFrom('pages')
    .select(['id', 'slug', 'title', 'description'])
    .where('id', '=', id)
    .$if(kind === 'postgres', (qb) => qb.forUpdate())
    .executeTakeFirst();
}

export async function updatePage(db: Db, id: number, columns: Updateable<PagesTable>): Promise<void> {
  await db.updateTable('pages').set(columns).where('id', '=', id).execute();
}
