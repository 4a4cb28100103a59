import type { Kysely } from 'kysely';
import { columnKit } from './column-kit.ts';

/**
 * The platform console's audit log: who changed what and when, with the thing before and after
 * (JSON), written in the same transaction as the change. Read newest first, and by subject.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await columnKit(db)
    .table('audit_log')
    .addColumn('actor_id', 'integer', (c) => c.notNull())
    .addColumn('action', 'varchar(60)', (c) => c.notNull())
    .addColumn('subject_type', 'varchar(40)', (c) => c.notNull())
    .addColumn('subject_id', 'varchar(60)', (c) => c.notNull())
    .addColumn('before', 'text')
    .addColumn('after', 'text')
    .addColumn('created_at', 'varchar(30)', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('audit_log_subject_idx')
    .on('audit_log')
    .columns(['subject_type', 'subject_id'])
    .execute();
  await db.schema.createIndex('audit_log_action_idx').on('audit_log').columns(['action', 'id']).execute();
}
