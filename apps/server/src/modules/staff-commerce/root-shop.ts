import type { AppContext } from '../../app-context.ts';
import { AppError } from '../../lib/app-error.ts';
import { catalogChanged } from '../../lib/catalog-events.ts';
import { recordAudit } from '../audit/queries.ts';
import { lockSettings } from '../settings/queries.ts';
import { lockedShop, selectRootShop, setRootShop } from './queries.ts';
import { COMMERCE_SUBJECT } from './save.ts';

/**
 * `PUT /staff/commerce/root-shop`: makes active shop `shopId` the root shop, with its audit
 * entry, in one transaction holding the settings' lock (the turn the multi-vendor switch takes
 * too, as it checks the root shop): of several changes at once each runs on what the one before
 * left, so exactly one root shop remains. The shop's row stays locked from its check to the
 * change. While multi-vendor is off the storefront sells the new root shop's products from its
 * next load. True when it changed.
 */
export async function changeRootShop(ctx: AppContext, staffId: number, shopId: number): Promise<boolean> {
  const changed = await ctx.db.transaction().execute(async (trx) => {
    await lockSettings(trx, ctx.kind);
    const shop = await lockedShop(trx, ctx.kind, shopId);
    if (!shop) throw AppError.validation('shop_id', 'The shop does not exist.');
    if (shop.is_root === 1) return false;
    if (shop.is_active !== 1) {
      throw AppError.validation('shop_id', 'The shop is deactivated: reactivate it before making it the root shop.');
    }
    const before = await selectRootShop(trx);
    await setRootShop(trx, shopId);
    await recordAudit(trx, ctx.clock, {
      actorId: staffId,
      action: 'commerce.root_shop',
      ...COMMERCE_SUBJECT,
      before: { root_shop_id: before?.id ?? null, root_shop: before?.name ?? null },
      after: { root_shop_id: shop.id, root_shop: shop.name },
    });
    return true;
  });
  if (changed) catalogChanged();
  return changed;
}
