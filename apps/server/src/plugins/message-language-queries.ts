import type { Db } from '../db/database.ts';

/** The active languages in the switcher's order, with their message translations (JSON). */
export function activeLanguages(db: Db) {
  return db
    .selectFrom('languages')
    .select(['name', 'is_default', 'messages'])
    .where('is_active', '=', 1)
    .orderBy('position')
    .orderBy('id')
    .execute();
}
