import type { StaffShopSupportView } from '@souk/contract';
import type { AppContext } from '../../app-context.ts';
import { AppError } from '../../lib/app-error.ts';
import { recordAudit } from '../audit/queries.ts';
import { findShopWithOwner } from '../seller/queries.ts';

/**
 * `POST /staff/shops/{id}/support-view`: a staff member opens shop `id`'s console to look at it
 * for support. The opening goes into the audit log, so the shop's data read by someone other than
 * its owner is accounted for; the reads themselves are not logged one by one. 404 for an unknown id.
 */
export async function openSupportView(ctx: AppContext, staffId: number, id: number): Promise<StaffShopSupportView> {
  const shop = await findShopWithOwner(ctx.db, id);
  if (!shop) throw AppError.notFound('Shop');
  await recordAudit(ctx.db, ctx.clock, {
    actorId: staffId,
    action: 'shop.support_view',
    subjectType: 'shop',
    subjectId: id,
    before: null,
    after: null,
  });
  return { id: shop.id, name: shop.name };
}
