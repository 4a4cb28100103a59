import type { Db } from '../../db/database.ts';
import { insertUser } from '../user/queries.ts';

/** The setup token's one row: a start replaces the row, never adds a second. */
const ROW_ID = 1;

/** Whether any platform staff (users.role 'admin') can sign in. */
export async function activeStaffExists(db: Db): Promise<boolean> {
  const staff = await db
    .selectFrom('users')
    .select('id')
    .where('role', '=', 'admin')
    .where('is_active', '=', 1)
    .limit(1)
    .executeTakeFirst();
  return staff !== undefined;
}

/** Stores `tokenHash` as the setup token, replacing any earlier one (it stops working). */
export async function replaceSetupToken(db: Db, tokenHash: string, now: string): Promise<void> {
  await db
    .insertInto('setup_tokens')
    .values({ id: ROW_ID, token_hash: tokenHash, created_at: now })
    .onConflict((oc) => oc.column('id').doUpdateSet({ token_hash: tokenHash, created_at: now }))
    .execute();
}

export async function deleteSetupToken(db: Db): Promise<void> {
  await db.deleteFrom('setup_tokens').execute();
}

/**
 * Uses up the setup token when its hash is `tokenHash`: the claim that requests creating the
 * first staff account at once take turns on (one deletes the row, the others find it gone).
 * True when this call took it.
 */
export async function claimSetupToken(db: Db, tokenHash: string): Promise<boolean> {
  const row = await db
    .deleteFrom('setup_tokens')
    .where('token_hash', '=', tokenHash)
    .returning('id')
    .executeTakeFirst();
  return row !== undefined;
}

/** A new platform staff account, active, its e-mail taken as verified as the command line's are; its id. */
export async function insertStaff(
  db: Db,
  account: { name: string; email: string; passwordHash: string },
  now: string,
): Promise<number> {
  return insertUser(db, {
    role: 'admin',
    name: account.name,
    email: account.email,
    password_hash: account.passwordHash,
    email_verified_at: now,
    is_active: 1,
    created_at: now,
    updated_at: now,
  });
}
