import type { AppContext } from '../../app-context.ts';
import { catalogChanged } from '../../lib/catalog-events.ts';
import { recordAudit } from '../audit/queries.ts';
import { lockLanguages, updateLanguage } from './queries.ts';
import { languageIn, readLanguageRows } from './read.ts';

/**
 * Moves language `id` to place `position` (from 0; past the end: the last) in the storefront's
 * language menu, the others keeping their order, and writes every place that moved so the
 * positions are 0, 1, 2… whatever gaps or ties they had. One transaction holding the languages'
 * lock, so moves at once each renumber what the one before left. True when its place changed.
 */
export async function moveLanguage(ctx: AppContext, staffId: number, id: number, position: number): Promise<boolean> {
  const moved = await ctx.db.transaction().execute(async (trx) => {
    await lockLanguages(trx, ctx.kind);
    const languages = await readLanguageRows(trx);
    languageIn(languages, id); // 404 for an unknown language
    const before = languages.rows.map((row) => row.id);
    const after = before.filter((other) => other !== id);
    after.splice(Math.min(position, after.length), 0, id);
    const placed = new Map(languages.rows.map((row) => [row.id, Number(row.position)]));
    for (const [place, other] of after.entries()) {
      if (placed.get(other) !== place) await updateLanguage(trx, other, { position: place });
    }
    if (after.every((other, index) => before[index] === other)) return false;
    // The menu's order by code, as staff read it in the log.
    const codes = new Map(languages.rows.map((row) => [row.id, row.name]));
    const named = (order: number[]) => ({ order: order.map((other) => codes.get(other)) });
    await recordAudit(trx, ctx.clock, {
      actorId: staffId,
      action: 'language.move',
      subjectType: 'language',
      subjectId: id,
      before: named(before),
      after: named(after),
    });
    return true;
  });
  if (moved) catalogChanged();
  return moved;
}
