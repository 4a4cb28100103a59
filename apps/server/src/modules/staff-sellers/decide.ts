import type { SellerApplication } from '@souk/contract';
import type { AppContext } from '../../app-context.ts';
import type { Db } from '../../db/database.ts';
import { AppError } from '../../lib/app-error.ts';
import { catalogChanged } from '../../lib/catalog-events.ts';
import { isoAt } from '../../lib/clock.ts';
import { uploadStorage } from '../../lib/storage/upload-storage.ts';
import { recordAudit } from '../audit/queries.ts';
import { issueResetToken } from '../auth/password-reset.ts';
import { openShop } from '../seller-shop/new-shop.ts';
import { ArtworkToStore } from './artwork.ts';
import { approvedMail, declinedMail } from './messages.ts';
import { insertUser, isTaken } from '../user/queries.ts';
import { claimPending, findApplication, setApplicationShop } from './queries.ts';

/** How long the approval's set-password link works. */
export const OWNER_LINK_DAYS = 7;

/** An application staff may read: 404 for an unknown id. */
export async function application(db: Db, id: number): Promise<SellerApplication> {
  const row = await findApplication(db, id);
  if (!row) throw AppError.notFound('Application');
  return row;
}

/** Why a decision found the application not pending: unknown (404) or decided already (409). */
async function notPending(db: Db, id: number): Promise<AppError> {
  const row = await application(db, id);
  return new AppError(
    409,
    row.status === 'approved' ? 'This application was already approved.' : 'This application was already declined.',
  );
}

/**
 * Approves a pending application in one transaction that starts by claiming it (of two staff
 * members approving at once, one opens the shop, the other is told it was decided): the owner's
 * account (no password yet), the shop with drawn artwork in the upload store, and a link to set
 * the password, mailed after the commit. An e-mail that already has an account is refused on
 * `email`, and the application stays pending.
 */
export async function approveApplication(
  ctx: AppContext,
  staffId: number,
  id: number,
  origin: string | undefined,
): Promise<SellerApplication> {
  const now = isoAt(ctx.clock);
  const artwork = new ArtworkToStore();
  const { to, shopName, token } = await ctx.db.transaction().execute(async (trx) => {
    if (!(await claimPending(trx, id, { status: 'approved', decided_at: now, decided_by: staffId }))) {
      throw await notPending(trx, id);
    }
    const applied = await application(trx, id);
    if (await isTaken(trx, 'email', applied.email)) {
      throw AppError.validation('email', `An account with the e-mail ${applied.email} already exists.`);
    }
    // The phone stays on the shop: on the account it would have to be unique among shoppers'.
    const ownerId = await insertUser(trx, {
      role: 'seller',
      name: applied.name,
      email: applied.email,
      is_active: 1,
      created_at: now,
      updated_at: now,
    });
    const shop = await openShop(trx, artwork, {
      ownerId,
      name: applied.shop_name,
      createdAt: now,
      address: applied.address,
      phone: applied.phone,
      email: applied.email,
    });
    await setApplicationShop(trx, id, shop.id);
    await recordAudit(trx, ctx.clock, {
      actorId: staffId,
      action: 'seller_application.approve',
      subjectType: 'seller_application',
      subjectId: id,
      before: { status: 'pending' },
      after: { status: 'approved', shop_id: shop.id, shop: shop.name, owner_id: ownerId },
    });
    await artwork.store(uploadStorage(ctx.config));
    const link = await issueResetToken(trx, ownerId, ctx.clock, OWNER_LINK_DAYS * 86_400);
    return { to: applied.email, shopName: shop.name, token: link };
  });
  catalogChanged();
  const link = `${origin ?? ''}/console/set-password?token=${encodeURIComponent(token)}`;
  await ctx.messenger.send(approvedMail(to, shopName, link, OWNER_LINK_DAYS));
  return application(ctx.db, id);
}

/** Declines a pending application with the reason the applicant is mailed. */
export async function declineApplication(
  ctx: AppContext,
  staffId: number,
  id: number,
  reason: string,
): Promise<SellerApplication> {
  const now = isoAt(ctx.clock);
  await ctx.db.transaction().execute(async (trx) => {
    const claimed = await claimPending(trx, id, { status: 'declined', decided_at: now, decided_by: staffId, reason });
    if (!claimed) throw await notPending(trx, id);
    await recordAudit(trx, ctx.clock, {
      actorId: staffId,
      action: 'seller_application.decline',
      subjectType: 'seller_application',
      subjectId: id,
      before: { status: 'pending' },
      after: { status: 'declined', reason },
    });
  });
  const declined = await application(ctx.db, id);
  await ctx.messenger.send(declinedMail(declined.email, declined.shop_name, reason));
  return declined;
}
