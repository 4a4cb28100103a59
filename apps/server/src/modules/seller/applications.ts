import type { SellerApplicationBody } from '@souk/contract';
import type { AppContext } from '../../app-context.ts';
import { AppError } from '../../lib/app-error.ts';
import { isUniqueViolation } from '../../lib/db-errors.ts';
import { isoAt } from '../../lib/clock.ts';
import { insertApplication } from './queries.ts';

/**
 * Stores a 'Become a Seller' application as pending; one pending application per email. The
 * unique index on pending emails (migration 012) decides: a read first let racing submissions
 * of one email both through.
 */
export async function applyAsSeller(
  { db, clock }: Pick<AppContext, 'db' | 'clock'>,
  body: SellerApplicationBody,
): Promise<{ id: number }> {
  try {
    const id = await insertApplication(db, {
      ...body,
      phone: body.phone.replace(/\D+/g, ''),
      created_at: isoAt(clock),
    });
    return { id };
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    throw AppError.validation('email', 'An application with this email is already waiting for review.');
  }
}
