import type { Insertable, Kysely } from 'kysely';
import { hashPassword } from '../modules/auth/password.ts';
import { randomPassword } from '../operators/random-password.ts';
import type { Database, UsersTable } from '../db/types.ts';
import { insertReturningIds } from './batch.ts';
import { REVIEWERS, SELLER_NAMES } from './names.ts';

/** The published password of every demo account that can sign in, in local mode only. */
export const DEMO_PASSWORD = 'Souk-demo-2026';
export const DEMO_CUSTOMER_EMAIL = 'customer@example.com';
/** Platform staff (users.role 'admin'): answers any ticket, and sent the demo tickets' replies. */
export const STAFF_EMAIL = 'staff@example.com';

export const sellerEmail = (shopNumber: number) => `seller${shopNumber}@example.com`;

/**
 * Which passwords the demo's sign-in accounts get: `published`, DEMO_PASSWORD for all (local
 * mode, where the storefront prefills it and the journeys use it), or `random`, a fresh strong
 * one each (a demo that others can reach, where a published password would open every shop).
 */
export type DemoPasswords = 'published' | 'random';

/** A demo account that can sign in, and the password it was given. */
export interface DemoLogin {
  who: string;
  email: string;
  password: string;
}

const DAY = 86_400_000;

type AccountRow = Insertable<UsersTable> & { email: string };

function demoLogins(passwords: DemoPasswords): DemoLogin[] {
  const logins = [
    { who: 'customer', email: DEMO_CUSTOMER_EMAIL },
    ...SELLER_NAMES.map((_, i) => ({ who: `shop owner ${i + 1}`, email: sellerEmail(i + 1) })),
    { who: 'platform staff', email: STAFF_EMAIL },
  ];
  return logins.map((login) => ({
    ...login,
    password: passwords === 'published' ? DEMO_PASSWORD : randomPassword(),
  }));
}

/**
 * The demo customer, one seller per shop, the platform staff account and the reviewers (who have
 * no password and cannot sign in). Each login gets its own salted hash; 14 argon2 hashes take
 * well under a second. Returns user ids by e-mail, and the logins with their passwords.
 */
export async function seedAccounts(
  db: Kysely<Database>,
  now: number,
  passwords: DemoPasswords,
): Promise<{ userIds: Map<string, number>; logins: DemoLogin[] }> {
  const account = (
    fields: Omit<AccountRow, 'created_at' | 'updated_at' | 'is_active'>,
    daysAgo: number,
  ): AccountRow => {
    const at = new Date(now - daysAgo * DAY).toISOString();
    return { email_verified_at: at, is_active: 1, ...fields, created_at: at, updated_at: at };
  };
  const logins = demoLogins(passwords);
  const hashes = new Map(
    await Promise.all(logins.map(async (login) => [login.email, await hashPassword(login.password)] as const)),
  );
  const hashOf = (email: string) => hashes.get(email) ?? null;

  const rows: AccountRow[] = [
    account(
      {
        role: 'customer',
        name: 'Sara Customer',
        email: DEMO_CUSTOMER_EMAIL,
        phone: '5550100001',
        phone_code: '+1',
        country: 'United States',
        password_hash: hashOf(DEMO_CUSTOMER_EMAIL),
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
          password_hash: hashOf(sellerEmail(i + 1)),
        },
        400 - i * 10,
      ),
    ),
    ...REVIEWERS.map((reviewer, i) =>
      account({ role: 'customer', name: reviewer.name, email: reviewer.email }, 380 - i * 7),
    ),
    account({ role: 'admin', name: 'Souk Support', email: STAFF_EMAIL, password_hash: hashOf(STAFF_EMAIL) }, 400),
  ];
  return { userIds: await insertReturningIds(db, 'users', 'email', rows), logins };
}
