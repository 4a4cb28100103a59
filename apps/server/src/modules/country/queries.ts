import type { Db } from '../../db/database.ts';

/** Every country with its calling code, in id order (the seed inserts them by name). */
export function listCountries(db: Db) {
  return db.selectFrom('countries').select(['id', 'name', 'phone_code', 'code']).orderBy('id').execute();
}
