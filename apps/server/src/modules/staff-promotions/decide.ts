import type { AppContext } from '../../app-context.ts';
import type { Db } from '../../db/database.ts';
import { AppError } from '../../lib/app-error.ts';
import { catalogChanged } from '../../lib/catalog-events.ts';
import { isoAt } from '../../lib/clock.ts';
import { recordAudit } from '../audit/queries.ts';
import { applyTerms } from '../seller-flash-sales/apply.ts';
import { lockShopProducts } from '../seller-flash-sales/queries.ts';
import { decideRequest, type LockedRequest, lockRequest } from '../seller-flash-sales/request-queries.ts';
import { SALE_ENDED, saleStatus } from '../seller-flash-sales/sale-state.ts';
import { lockSaleRow } from './sale-queries.ts';
import { staffRequest } from './request-queries.ts';

type Context = Pick<AppContext, 'db' | 'kind' | 'clock'>;

/** Request `id` held in the transaction, if it still waits: 404 once withdrawn, 409 once decided. */
async function waitingRequest(trx: Db, ctx: Context, id: number): Promise<LockedRequest> {
  const request = await lockRequest(trx, ctx.kind, id);
  if (!request) throw AppError.notFound('Flash sale request');
  if (request.status !== 'pending') throw new AppError(409, `This request has been ${request.status} already.`);
  return request;
}

const terms = (request: LockedRequest) => ({ price: request.price, quantity: request.quantity });

/**
 * `POST /staff/promotions/flash-sale-requests/{id}/approve`: the shop's product takes the terms
 * it asked for in the sale, through the same write as a shop's own change (applyTerms), whose
 * rules are checked again now: the product still active, its flash price still below what it
 * sells at, its units within its stock, counting those in the other sales still to sell. A rule
 * now broken is refused (422 naming the field) and the request keeps waiting, for staff to
 * decline it with the reason. In one transaction holding, in this order, the sale (shared), the
 * product's row (as orders take it) and the request: two approvals at once approve once, an
 * approval and the shop's withdrawal never both happen, and approvals of one product in several
 * sales never pass its stock together.
 */
export async function approveRequest(ctx: Context, staffId: number, id: number): Promise<void> {
  const found = await staffRequest(ctx.db, id);
  if (!found) throw AppError.notFound('Flash sale request');
  const now = isoAt(ctx.clock);
  const change = await ctx.db.transaction().execute(async (trx) => {
    const sale = await lockSaleRow(trx, ctx.kind, found.flash_sale_id, true);
    const [product] = await lockShopProducts(trx, ctx.kind, found.shop_id, [found.product_id]);
    const request = await waitingRequest(trx, ctx, id);
    if (!sale || !product) throw AppError.notFound('Flash sale request');
    if (saleStatus(sale, now) === 'ended') throw new AppError(422, SALE_ENDED);
    const moved = await applyTerms(trx, product, sale.id, terms(request), now);
    await decideRequest(trx, id, { status: 'approved', reason: null, by: staffId, at: now });
    await recordAudit(trx, ctx.clock, {
      actorId: staffId,
      action: 'flash_sale_request.approve',
      subjectType: 'flash_sale_request',
      subjectId: id,
      before: { status: 'pending' },
      after: { status: 'approved', flash_sale_id: sale.id, product_id: product.id, ...terms(request) },
    });
    return moved;
  });
  catalogChanged(change);
}

/**
 * `POST /staff/promotions/flash-sale-requests/{id}/decline`: the request is declined with the
 * reason the shop reads; nothing the shoppers see changes. Holds the request, so a decision and
 * another, or the shop's withdrawal, take turns.
 */
export async function declineRequest(ctx: Context, staffId: number, id: number, reason: string): Promise<void> {
  await ctx.db.transaction().execute(async (trx) => {
    const request = await waitingRequest(trx, ctx, id);
    const now = isoAt(ctx.clock);
    await decideRequest(trx, id, { status: 'declined', reason, by: staffId, at: now });
    await recordAudit(trx, ctx.clock, {
      actorId: staffId,
      action: 'flash_sale_request.decline',
      subjectType: 'flash_sale_request',
      subjectId: id,
      before: { status: 'pending' },
      after: { status: 'declined', reason, flash_sale_id: request.flash_sale_id, product_id: request.product_id },
    });
  });
}
