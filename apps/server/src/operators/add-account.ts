import { emailSchema, newPasswordSchema } from '@souk/contract';
import type { z } from 'zod';
import type { Db } from '../db/database.ts';
import { DemoImages } from '../seed/images.ts';
import type { UsersTable } from '../db/types.ts';
import { COMMON_PASSWORD_MESSAGE, isCommonPassword } from '../modules/auth/common-passwords.ts';
import { hashPassword } from '../modules/auth/password.ts';
import { openShop } from '../modules/seller-shop/new-shop.ts';
import { activeStaffExists } from '../modules/setup/queries.ts';
import { insertUser, isTaken } from '../modules/user/queries.ts';
import { shopOwnerExists } from './queries.ts';
import { randomPassword } from './random-password.ts';

/** A refusal to show as it is (a bad value, an e-mail already taken): the operator's to fix. */
export class AccountError extends Error {}

export interface NewAccount {
  email: string;
  /** Defaults to the part of the e-mail before the @. */
  name?: string;
  /** Drawn at random when not given. */
  password?: string;
}

export interface AddedAccount {
  userId: number;
  email: string;
  password: string;
  /** True when the password was drawn here, so the caller shows it (nobody else knows it). */
  generated: boolean;
}

/** What the seller shop-owner login needs: an active seller account and a shop it owns. */
export interface AddedShopOwner extends AddedAccount {
  shop: { id: number; name: string; slug: string };
}

function valid<T>(schema: z.ZodType<T>, value: unknown): T {
  const parsed = schema.safeParse(value);
  if (!parsed.success) throw new AccountError(parsed.error.issues.map((issue) => issue.message).join(' '));
  return parsed.data;
}

async function accountRow(db: Db, input: NewAccount, role: UsersTable['role']) {
  const email = valid(emailSchema, input.email);
  const generated = input.password === undefined;
  const password = input.password ?? randomPassword();
  valid(newPasswordSchema, password);
  if (isCommonPassword(password)) throw new AccountError(COMMON_PASSWORD_MESSAGE);
  if (await isTaken(db, 'email', email)) throw new AccountError(`An account with the e-mail ${email} already exists.`);
  const now = new Date().toISOString();
  const name = input.name?.trim() || email.slice(0, email.indexOf('@'));
  const row = {
    role,
    name,
    email,
    password_hash: await hashPassword(password),
    email_verified_at: now,
    is_active: 1 as const,
    created_at: now,
    updated_at: now,
  };
  return { row, password, generated };
}

/**
 * A shop owner from the command line: a seller account and the shop it owns, active at once,
 * without the application and approval the platform console goes through.
 */
export async function addShopOwner(
  db: Db,
  dataDir: string,
  input: NewAccount & { shop: string },
): Promise<AddedShopOwner> {
  const shopName = input.shop.trim();
  if (shopName.length === 0 || shopName.length > 255) {
    throw new AccountError('The shop name must be 1 to 255 characters.');
  }
  const { row, password, generated } = await accountRow(db, input, 'seller');
  const images = new DemoImages(dataDir);
  return db.transaction().execute(async (trx) => {
    const userId = await insertUser(trx, row);
    const shop = await openShop(trx, images, { ownerId: userId, name: shopName, createdAt: row.created_at });
    return { userId, email: row.email, password, generated, shop };
  });
}

/** Platform staff (role 'admin'): signs in at POST /api/seller/staff-login and answers any ticket. */
export async function addStaff(db: Db, input: NewAccount): Promise<AddedAccount> {
  const { row, password, generated } = await accountRow(db, input, 'admin');
  const userId = await insertUser(db, row);
  return { userId, email: row.email, password, generated };
}

/** True once someone can sign in to the seller API as a shop's owner. */
export const hasShopOwner = (db: Db): Promise<boolean> => shopOwnerExists(db);

/** Whether any platform staff (users.role 'admin') can sign in: the console's support inbox needs one. */
export const hasStaff = (db: Db): Promise<boolean> => activeStaffExists(db);
