import type { Kysely } from 'kysely';

/** The platform console lists customers newest first by the date they joined: read off this index. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.createIndex('users_role_created_idx').on('users').columns(['role', 'created_at', 'id']).execute();
}
