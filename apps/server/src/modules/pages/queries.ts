import type { Insertable } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { Database } from '../../db/types.ts';

export function findPage(db: Db, slug: string) {
  return db.selectFrom('pages').select(['id', 'title', 'description']).where('slug', '=', slug).executeTakeFirst();
}

/** A contact-form message for the shop's staff. */
export async function insertSupportMessage(db: Db, values: Insertable<Database['support_messages']>): Promise<void> {
  await db.insertInto('support_messages').values(values).execute();
}
