import type { Db } from '../../db/database.ts';
import { siblingPlaces, updateCategory } from './category-queries.ts';

/** The ids of the categories under `parentId` (the top-level ones for null), in their order. */
export async function siblingOrder(trx: Db, parentId: number | null): Promise<number[]> {
  return (await siblingPlaces(trx, parentId)).map((row) => row.id);
}

/**
 * Gives the categories under `parentId` the places `order` says (0, 1, 2…), writing only those
 * whose place moved: positions stay a clean sequence whatever gaps or ties they had.
 */
export async function renumber(trx: Db, parentId: number | null, order: number[]): Promise<void> {
  const now = new Map((await siblingPlaces(trx, parentId)).map((row) => [row.id, row.position]));
  for (const [position, id] of order.entries()) {
    if (now.get(id) !== position) await updateCategory(trx, id, { position });
  }
}

/** Closes the gap a category left among its former siblings. */
export async function closeGap(trx: Db, parentId: number | null): Promise<void> {
  await renumber(trx, parentId, await siblingOrder(trx, parentId));
}
