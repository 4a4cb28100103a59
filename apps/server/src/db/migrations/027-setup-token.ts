import type { Kysely } from 'kysely';

/**
 * A fresh install's one-time setup token (SHA-256 of it; the token itself is only printed at
 * start-up). In the database rather than in a process's memory, so the link works whichever
 * process of several sharing PostgreSQL answers it. One row at most (`id` is always 1): each
 * start replaces it, and creating the first staff account uses it up.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('setup_tokens')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('token_hash', 'varchar(64)', (c) => c.notNull())
    .addColumn('created_at', 'varchar(30)', (c) => c.notNull())
    .execute();
}
