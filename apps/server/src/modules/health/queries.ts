import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';

/** `select 1`: the cheapest statement that shows the database answers (the health probe). */
export async function selectOne(db: Db): Promise<void> {
  await sql`select 1`.execute(db);
}
