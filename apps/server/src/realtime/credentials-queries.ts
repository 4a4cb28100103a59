/**
 * The settings row holding the built-in realtime server's credentials. The settings module owns
 * that table; this row is read before any module is, and only here.
 */
import type { Db } from '../db/database.ts';

/** Stores `value` under `key` unless a row is there already: the first writer wins. */
export async function insertSettingOnce(db: Db, key: string, value: string): Promise<void> {
  await db
    .insertInto('settings')
    .values({ key, value })
    .onConflict((oc) => oc.column('key').doNothing())
    .execute();
}

export function readSetting(db: Db, key: string) {
  return db.selectFrom('settings').select('value').where('key', '=', key).executeTakeFirstOrThrow();
}
