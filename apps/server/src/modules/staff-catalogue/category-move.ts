import type { AppContext } from '../../app-context.ts';
import { AppError } from '../../lib/app-error.ts';
import { recordAudit } from '../audit/queries.ts';
import { renumber, siblingOrder } from './category-places.ts';
import { lockCategories, lockCategory } from './category-queries.ts';
import { categoriesChanged } from './category-write.ts';

/**
 * Moves a category to place `position` (from 0; past the end: the last) among its siblings (the
 * top-level categories, or its parent's sub-categories), the others keeping their order, in one
 * transaction holding the categories' lock, so moves at once each renumber what the one before
 * left. True when its place changed.
 */
export async function moveCategory(
  ctx: Pick<AppContext, 'db' | 'kind' | 'clock'>,
  staffId: number,
  id: number,
  position: number,
): Promise<boolean> {
  const moved = await ctx.db.transaction().execute(async (trx) => {
    await lockCategories(trx, ctx.kind);
    const row = await lockCategory(trx, ctx.kind, id);
    if (!row) throw AppError.notFound('Category');
    const before = await siblingOrder(trx, row.parent_id);
    const after = before.filter((other) => other !== id);
    after.splice(Math.min(position, after.length), 0, id);
    await renumber(trx, row.parent_id, after);
    if (after.every((other, index) => before[index] === other)) return false;
    await recordAudit(trx, ctx.clock, {
      actorId: staffId,
      action: 'category.move',
      subjectType: 'category',
      subjectId: id,
      before: { position: before.indexOf(id), order: before },
      after: { position: after.indexOf(id), order: after },
    });
    return true;
  });
  if (moved) await categoriesChanged(ctx);
  return moved;
}
