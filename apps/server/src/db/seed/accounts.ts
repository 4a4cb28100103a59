import type { Insertable, Kysely } from 'kysely';
import { hashPassword } from '../../modules/auth/password.ts';
import type { Database, UsersTable } from '../types.ts';
import { insertReturningIds } from './batch.ts';
import { REVIEWERS, SELLER_NAMES } from './names.ts';

/** The password of every demo account that can sign in. */
export const DEMO_PASSWORD = 'Souk-demo-2026';
export const DEMO_CUSTOMER_EMAIL = 'customer@example.com';

export const sellerEmail = (shopNumber: number) => `seller${shopNumber}@example.com`;

const DAY = 86_400_000;

type AccountRow = Insertable<UsersTable> & { email: string };

/**
 * The demo customer, one seller per shop and the reviewers (who have no password and cannot
 * sign in). Each login gets its own salted hash; 13 argon2 hashes take well under a second.
 * Returns user ids by e-mail.
 */
export async function seedAccounts(db: Kysely<Database>, now: number): Promise<Map<string, number>> {
  const account = (
    fields: Omit<AccountRow, 'created_at' | 'updated_at' | 'is_active'>,
    daysAgo: number,
  ): AccountRow => {
    const at = new Date(now - daysAgo * DAY).toISOString();
    return { email_verified_at: at, is_active: 1, ...fields, created_at: at, updated_at: at };
  };
  const hashes = await Promise.all([DEMO_CUSTOMER_EMAIL, ...SELLER_NAMES].map(() => hashPassword(DEMO_PASSWORD)));

  const rows: AccountRow[] = [
    account(
      {
        role: 'customer',
        name: 'Sara Customer',
        email: DEMO_CUSTOMER_EMAIL,
        phone: '5550100001',
        phone_code: '+1',
        country: 'United States',
        password_hash: hashes[0] ?? null,
      },
      90,
    ),
    ...SELLER_NAMES.map((name, i) =>
      account(
        {
          role: 'seller',
          name,
          email: sellerEmail(i + 1),
          country: 'United States',
          password_hash: hashes[i + 1] ?? null,
        },
        400 - i * 10,
      ),
    ),
    ...REVIEWERS.map((reviewer, i) =>
      account({ role: 'customer', name: reviewer.name, email: reviewer.email }, 380 - i * 7),
    ),
  ];
  return insertReturningIds(db, 'users', 'email', rows);
}
