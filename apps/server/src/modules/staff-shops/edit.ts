import type { StaffShopValues } from '@souk/contract';
import type { AppContext } from '../../app-context.ts';
import { AppError } from '../../lib/app-error.ts';
import { catalogChanged } from '../../lib/catalog-events.ts';
import { recordAudit } from '../audit/queries.ts';
import { updateShop } from '../seller-shop/queries.ts';
import { lockedContact } from './queries.ts';

type Contact = Pick<StaffShopValues, 'name' | 'address' | 'phone' | 'email'>;

/** The fields `next` changes, each with its value before and after. */
function changes(before: Contact, next: Contact) {
  const fields = (Object.keys(next) as (keyof Contact)[]).filter((field) => before[field] !== next[field]);
  return {
    before: Object.fromEntries(fields.map((field) => [field, before[field]])),
    after: Object.fromEntries(fields.map((field) => [field, next[field]])),
  };
}

/**
 * Corrects a shop's name and contact, with an audit entry of the fields it changed, in one
 * transaction that starts by claiming the row (its lock), so of edits at once each compares with
 * the one before it and the log's entries follow one another. The write is the owner's profile
 * save's own (seller-shop), and like it keeps the slug: the storefront links shops by id. An
 * edit that changes nothing writes and records nothing. 404 for an unknown id. True when it
 * changed something.
 */
export async function editShop(ctx: AppContext, staffId: number, id: number, body: StaffShopValues): Promise<boolean> {
  const next: Contact = { name: body.name, address: body.address, phone: body.phone, email: body.email };
  const changed = await ctx.db.transaction().execute(async (trx) => {
    const before = await lockedContact(trx, ctx.kind, id);
    if (!before) throw AppError.notFound('Shop');
    const diff = changes(before, next);
    if (Object.keys(diff.after).length === 0) return false;
    await updateShop(trx, id, diff.after);
    await recordAudit(trx, ctx.clock, {
      actorId: staffId,
      action: 'shop.update',
      subjectType: 'shop',
      subjectId: id,
      ...diff,
    });
    return true;
  });
  // Its name and contact show on its page, in lists, on product pages and in suggestions.
  if (changed) catalogChanged();
  return changed;
}
