import type { FlashRequest } from '@souk/contract';
import type { AppContext } from '../../app-context.ts';
import type { Db } from '../../db/database.ts';
import { AppError } from '../../lib/app-error.ts';
import { sellerShopId } from '../seller/service.ts';
import { deleteWaitingRequest, requestWithId, shopHasRequest } from './request-queries.ts';
import { toRequest } from './views.ts';

/** Request `id` as the shop reads it (404 once it is gone). */
export async function requestView(db: Db, id: number): Promise<FlashRequest> {
  const row = await requestWithId(db, id);
  if (!row) throw AppError.notFound('Flash sale request');
  return toRequest(row);
}

/**
 * `DELETE /seller/flash-sales/{id}/requests/{request_id}`: the shop withdraws its request while it
 * waits. The delete is conditional on it still waiting, and staff deciding it hold its row, so
 * a withdrawal and an approval at once never both happen: whichever comes second finds the
 * other done (a decided request is refused, 409).
 */
export async function withdrawRequest(
  ctx: Pick<AppContext, 'db'>,
  sellerId: number,
  params: { id: number; request_id: number },
): Promise<void> {
  const shopId = await sellerShopId(ctx.db, sellerId);
  if (await deleteWaitingRequest(ctx.db, shopId, params.id, params.request_id)) return;
  if (!(await shopHasRequest(ctx.db, shopId, params.id, params.request_id)))
    throw AppError.notFound('Flash sale request');
  throw new AppError(409, 'Staff have decided this request already; it can no longer be withdrawn.');
}
