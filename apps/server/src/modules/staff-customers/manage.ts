import { shopperRealtimeUser } from '@souk/contract';
import type { AppContext } from '../../app-context.ts';
import { isoAt } from '../../lib/clock.ts';
import { recordAudit } from '../audit/queries.ts';
import { revokeUserTokens } from '../auth/tokens.ts';
import { customerProfile } from './detail.ts';
import { claimCustomerActive } from '../user/queries.ts';
import { deleteTokens } from './queries.ts';

/** Ends the customer's realtime connections (their storefront's live updates), after a commit. */
function endRealtime(ctx: AppContext, id: number): void {
  // A shopper's realtime sign-in is their user id (chat/channels.ts realtimeIdentity).
  ctx.realtime.broadcaster.terminateUser(shopperRealtimeUser(id));
}

/**
 * Deactivates (`active` false) or reactivates a customer, with its audit entry, in one
 * transaction that starts by claiming the change: of several staff members pressing at once,
 * one changes it and records it, the others change and record nothing. Deactivating ends every
 * session: the tokens go (sign-in and every token check refuse an inactive account anyway) and
 * the realtime connections are closed. Reactivating clears tokens too: one issued by a sign-in
 * that crossed the deactivation must not come back to life. True when this call changed it.
 */
export async function setCustomerActive(
  ctx: AppContext,
  staffId: number,
  id: number,
  active: boolean,
): Promise<boolean> {
  const changed = await ctx.db.transaction().execute(async (trx) => {
    if (!(await claimCustomerActive(trx, id, active, isoAt(ctx.clock)))) return false;
    await revokeUserTokens(trx, id);
    await recordAudit(trx, ctx.clock, {
      actorId: staffId,
      action: active ? 'customer.activate' : 'customer.deactivate',
      subjectType: 'customer',
      subjectId: id,
      before: { is_active: !active },
      after: { is_active: active },
    });
    return true;
  });
  // Unchanged: an unknown id is answered 404, a customer already so as they are.
  if (!changed) await customerProfile(ctx.db, ctx.clock, id);
  if (changed && !active) endRealtime(ctx, id);
  return changed;
}

/**
 * Signs the customer out everywhere: every token deleted, with an audit entry of how many
 * sessions were open (none when there were none), and every realtime connection closed.
 * How many sessions it ended.
 */
export async function signOutCustomer(ctx: AppContext, staffId: number, id: number): Promise<number> {
  await customerProfile(ctx.db, ctx.clock, id);
  const ended = await ctx.db.transaction().execute(async (trx) => {
    const sessions = await deleteTokens(trx, id, isoAt(ctx.clock));
    if (sessions > 0) {
      await recordAudit(trx, ctx.clock, {
        actorId: staffId,
        action: 'customer.sign_out',
        subjectType: 'customer',
        subjectId: id,
        before: { sessions },
        after: { sessions: 0 },
      });
    }
    return sessions;
  });
  endRealtime(ctx, id);
  return ended;
}
