import type { SellerApplicationBody } from '@souk/contract';
import type { Db } from '../../db/database.ts';
import { AppError } from '../../lib/app-error.ts';
import { nowIso } from '../../lib/time.ts';

/** Stores a 'Become a Seller' application as pending; one pending application per email. */
export async function applyAsSeller(db: Db, body: SellerApplicationBody): Promise<{ id: number }> {
  const pending = await db
    .selectFrom('seller_applications')
    .select('id')
    .where('email', '=', body.email)
    .where('status', '=', 'pending')
    .executeTakeFirst();
  if (pending) throw AppError.validation('email', 'An application with this email is already waiting for review.');
  const row = await db
    .insertInto('seller_applications')
    .values({ ...body, phone: body.phone.replace(/\D+/g, ''), created_at: nowIso() })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { id: row.id };
}
