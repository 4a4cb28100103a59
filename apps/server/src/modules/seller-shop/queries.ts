import type { Insertable, Updateable } from 'kysely';
import type { Db, DbKind } from '../../db/database.ts';
import type { ShopsTable } from '../../db/types.ts';

/** The fields of a shop that have texts in the other languages. */
export const SHOP_TEXT_FIELDS = ['name', 'short_description', 'description', 'estimated_delivery_time'] as const;
export type ShopTextField = (typeof SHOP_TEXT_FIELDS)[number];

/** The columns the profile form shows, of shop `id`. */
export function findProfileRow(db: Db, id: number) {
  return db
    .selectFrom('shops')
    .select([
      'id',
      'name',
      'logo',
      'banner',
      'short_description',
      'description',
      'address',
      'phone',
      'email',
      'opening_time',
      'closing_time',
      'estimated_delivery_time',
      'delivery_charge',
    ])
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
}

/** The shop's texts in every other language. */
export function shopTextRows(db: Db, shopId: number) {
  return db
    .selectFrom('translations')
    .select(['locale', 'field', 'value'])
    .where('entity', '=', 'shop')
    .where('entity_id', '=', shopId)
    .where('field', 'in', [...SHOP_TEXT_FIELDS])
    .execute();
}

/**
 * Writes the profile's own columns. Inside the save's transaction it is the first write, so
 * it takes the shop row's lock (PostgreSQL) and a second save of the same shop waits here
 * until the first has written its texts and committed.
 */
export async function updateShop(db: Db, shopId: number, values: Updateable<ShopsTable>): Promise<void> {
  await db.updateTable('shops').set(values).where('id', '=', shopId).execute();
}

/** The shop's logo or banner, read with the row locked until the transaction ends on PostgreSQL. */
export async function lockedPicture(trx: Db, kind: DbKind, shopId: number, column: 'logo' | 'banner'): Promise<string> {
  const row = await trx
    .selectFrom('shops')
    .select(column)
    .where('id', '=', shopId)
    .$if(kind === 'postgres', (qb) => qb.forUpdate())
    .executeTakeFirstOrThrow();
  return row[column];
}

/** The slugs starting with `base`: the new shop's is the first of base, base-2, ... not among them. */
export async function slugsLike(db: Db, base: string): Promise<Set<string>> {
  const rows = await db.selectFrom('shops').select('slug').where('slug', 'like', `${base}%`).execute();
  return new Set(rows.map((row) => row.slug));
}

export async function hasRootShop(db: Db): Promise<boolean> {
  return (await db.selectFrom('shops').select('id').where('is_root', '=', 1).executeTakeFirst()) !== undefined;
}

export async function insertShop(db: Db, values: Insertable<ShopsTable>): Promise<number> {
  return (await db.insertInto('shops').values(values).returning('id').executeTakeFirstOrThrow()).id;
}
