/** The customer's Idempotency-Keys and the answers stored under them (idempotency.ts). */
import type { Db } from '../../db/database.ts';

/** Forgets the customer's keys stored before `before`. */
export async function deleteOldKeys(db: Db, userId: number, before: string): Promise<void> {
  await db.deleteFrom('idempotency_keys').where('user_id', '=', userId).where('created_at', '<', before).execute();
}

/** Claims the key for a request; the unique index refuses a key already claimed. */
export async function claimKey(
  db: Db,
  row: { user_id: number; key: string; request_hash: string; created_at: string },
): Promise<void> {
  await db.insertInto('idempotency_keys').values(row).execute();
}

export async function saveKeyResponse(
  db: Db,
  userId: number,
  key: string,
  response: { status: number; body: string },
): Promise<void> {
  await db
    .updateTable('idempotency_keys')
    .set({ response_status: response.status, response_body: response.body })
    .where('user_id', '=', userId)
    .where('key', '=', key)
    .execute();
}

/** Frees the key, so a retry can run. */
export async function deleteKey(db: Db, userId: number, key: string): Promise<void> {
  await db.deleteFrom('idempotency_keys').where('user_id', '=', userId).where('key', '=', key).execute();
}

export function findKey(db: Db, userId: number, key: string) {
  return db
    .selectFrom('idempotency_keys')
    .select(['request_hash', 'response_status', 'response_body'])
    .where('user_id', '=', userId)
    .where('key', '=', key)
    .executeTakeFirst();
}
