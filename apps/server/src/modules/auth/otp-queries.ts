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

/**
 * Claims one try at the newest code of `identifier` (of `purpose` when given) that is unused,
 * unexpired and has tries left, and returns it with the tries used including this one; undefined
 * when none is left. The try is taken before the code is compared, in one conditional UPDATE:
 * N guesses arriving together each take their own try (PostgreSQL re-checks `attempts < max`
 * on the row each waits for), so at most `maxTries` of them are ever compared.
 */
export async function claimTry(
  db: Db,
  identifier: string,
  purpose: OtpPurpose | undefined,
  now: string,
  maxTries: number,
) {
  const result = await db
    .updateTable('one_time_codes')
    .set((eb) => ({ attempts: eb('attempts', '+', 1) }))
    .where('id', '=', (eb) => {
      let newest = eb
        .selectFrom('one_time_codes')
        .select('id')
        .where('identifier', '=', identifier)
        .where('consumed_at', 'is', null)
        .where('expires_at', '>', now)
        .where('attempts', '<', maxTries)
        .orderBy('id', 'desc')
        .limit(1);
      if (purpose) newest = newest.where('purpose', '=', purpose);
      return newest;
    })
    .where('attempts', '<', maxTries)
    .returning(['id', 'purpose', 'code_hash', 'attempts'])
    .executeTakeFirst();
  return result;
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
