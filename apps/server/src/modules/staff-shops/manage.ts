import type { AppContext } from '../../app-context.ts';
import type { Db } from '../../db/database.ts';
import { AppError } from '../../lib/app-error.ts';
import { catalogChanged } from '../../lib/catalog-events.ts';
import { recordAudit } from '../audit/queries.ts';
import { settingDefaults } from '../settings/defaults.ts';
import { lockSettings, storedSettings } from '../settings/queries.ts';
import { claimActive, isRootShop } from './queries.ts';

/**
 * Refuses to switch the root shop off while multi-vendor is off: it is then the only shop
 * shoppers see, and the storefront would be left with nothing to sell. 404 for an unknown id.
 * Runs in the deactivation's transaction after taking the settings' turn, which the multi-vendor
 * switch and the root-shop change take too (each checks the root shop under it): of such changes
 * at once each sees what the one before left, so none can leave multi-vendor off with a
 * deactivated root shop.
 */
async function checkDeactivation(ctx: AppContext, trx: Db, id: number): Promise<void> {
  await lockSettings(trx, ctx.kind);
  const root = await isRootShop(trx, id);
  if (root === undefined) throw AppError.notFound('Shop');
  const multiVendor = (await storedSettings(trx, ['multi_vendor'])).get('multi_vendor') ?? settingDefaults.multi_vendor;
  if (root && !multiVendor) {
    throw AppError.validation(
      'active',
      'The root shop cannot be deactivated while multi-vendor is off: the storefront would have no shop.',
    );
  }
}

/**
 * Deactivates (`active` false) or reactivates a shop, with its audit entry, in one transaction
 * that starts by claiming the change: of several staff members pressing at once, one changes it
 * and records it, the others change and record nothing. A deactivated shop leaves the
 * storefront at shoppers' next page load: its page, the shops' list, its products in every list,
 * search and suggestion, and baskets (every one of them reads shops.is_active), with the caches
 * dropped after the commit. Its owner still signs in to the console and works its orders.
 * True when this call changed it.
 */
export async function setShopActive(ctx: AppContext, staffId: number, id: number, active: boolean): Promise<boolean> {
  const changed = await ctx.db.transaction().execute(async (trx) => {
    if (!active) await checkDeactivation(ctx, trx, id);
    if (!(await claimActive(trx, id, active))) return false;
    await recordAudit(trx, ctx.clock, {
      actorId: staffId,
      action: active ? 'shop.activate' : 'shop.deactivate',
      subjectType: 'shop',
      subjectId: id,
      before: { is_active: !active },
      after: { is_active: active },
    });
    return true;
  });
  if (changed) catalogChanged();
  return changed;
}
