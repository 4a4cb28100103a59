import type { Db } from '../../db/database.ts';
import type { OtpPurpose } from './otp-rules.ts';

/** Stores a new code for identifier and purpose; the earlier unused ones of that pair stop working. */
export async function replaceCode(
  db: Db,
  row: { identifier: string; purpose: OtpPurpose; code_hash: string; expires_at: string; created_at: string },
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await trx
      .deleteFrom('one_time_codes')
      .where((eb) =>
        eb.or([
          eb.and([eb('identifier', '=', row.identifier), eb('purpose', '=', row.purpose)]),
          // Housekeeping: anything expired a day ago is of no use to anyone.
          eb('expires_at', '<', new Date(Date.parse(row.created_at) - 86_400_000).toISOString()),
        ]),
      )
      .execute();
    await trx.insertInto('one_time_codes').values(row).execute();
  });
}

/** The newest code of `identifier` (of `purpose` when given) that is unused, unexpired and has tries left. */
export function findLiveCode(
  db: Db,
  identifier: string,
  purpose: OtpPurpose | undefined,
  now: string,
  maxTries: number,
) {
  let query = db
    .selectFrom('one_time_codes')
    .select(['id', 'purpose', 'code_hash'])
    .where('identifier', '=', identifier)
    .where('consumed_at', 'is', null)
    .where('expires_at', '>', now)
    .where('attempts', '<', maxTries)
    .orderBy('id', 'desc')
    .limit(1);
  if (purpose) query = query.where('purpose', '=', purpose);
  return query.executeTakeFirst();
}

/** Counts a wrong try; returns the tries used so far. */
export async function recordWrongTry(db: Db, codeId: number): Promise<number> {
  const row = await db
    .updateTable('one_time_codes')
    .set((eb) => ({ attempts: eb('attempts', '+', 1) }))
    .where('id', '=', codeId)
    .returning('attempts')
    .executeTakeFirst();
  return row?.attempts ?? Number.POSITIVE_INFINITY;
}

/** Marks the code used; false when a parallel request used it first. */
export async function consumeCode(db: Db, codeId: number, now: string): Promise<boolean> {
  const result = await db
    .updateTable('one_time_codes')
    .set({ consumed_at: now })
    .where('id', '=', codeId)
    .where('consumed_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}
