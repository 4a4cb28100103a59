import { type Kysely, sql } from 'kysely';

/**
 * One pending seller application per email: two submissions racing past the "is one already
 * waiting?" read both used to be stored. Applications already waiting twice keep the oldest;
 * the later copies go. The index is partial, so a reviewed application does not stop a new one.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    DELETE FROM seller_applications
    WHERE status = 'pending'
      AND id NOT IN (SELECT MIN(id) FROM seller_applications WHERE status = 'pending' GROUP BY email)`.execute(db);
  await sql`
    CREATE UNIQUE INDEX seller_applications_pending_email_unique
    ON seller_applications (email) WHERE status = 'pending'`.execute(db);
}
