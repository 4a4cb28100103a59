import type { SocialProvider } from '@souk/contract';
import type { Db } from '../../../db/database.ts';
import { insertUser } from '../../user/queries.ts';
import type { ProviderIdentity } from './identity.ts';

/** The customer linked to the provider's user id. */
export function findLinkedUser(db: Db, provider: SocialProvider, subject: string) {
  return db
    .selectFrom('social_accounts as sa')
    .innerJoin('users as u', 'u.id', 'sa.user_id')
    .select(['u.id', 'u.is_active'])
    .where('sa.provider', '=', provider)
    .where('sa.provider_user_id', '=', subject)
    .where('u.role', '=', 'customer')
    .executeTakeFirst();
}

/**
 * A new customer (no password; the provider's verified email counts as verified) and its link,
 * in one transaction. A taken email or an existing link breaks a unique index and rolls back.
 */
export async function linkNewCustomer(
  db: Db,
  provider: SocialProvider,
  identity: ProviderIdentity,
  now: string,
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const userId = await insertUser(trx, {
      role: 'customer',
      name: identity.name?.trim() || identity.email?.split('@')[0] || 'Customer',
      email: identity.email,
      email_verified_at: identity.email ? now : null,
      is_active: 1,
      created_at: now,
      updated_at: now,
    });
    await trx
      .insertInto('social_accounts')
      .values({ user_id: userId, provider, provider_user_id: identity.subject, created_at: now })
      .execute();
  });
}
