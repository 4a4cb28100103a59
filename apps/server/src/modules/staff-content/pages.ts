import type { StaffPageResponse, StaffPagesResponse, StaffPageValues } from '@souk/contract';
import type { AppContext } from '../../app-context.ts';
import type { Db } from '../../db/database.ts';
import { AppError } from '../../lib/app-error.ts';
import { catalogChanged } from '../../lib/catalog-events.ts';
import { recordAudit } from '../audit/queries.ts';
import { findStaffPage, lockPage, selectStaffPages, updatePage } from '../pages/staff-queries.ts';
import { checkTextLanguages } from '../seller-products/texts.ts';
import { cleanBody, type Problems, refuse, requiredBody } from './rules.ts';
import { contentLanguages, rewriteTexts, textsByRow } from './texts.ts';

type Context = Pick<AppContext, 'db' | 'kind' | 'clock'>;
const PAGE_TEXT_FIELDS = ['title', 'description'] as const;

export async function pageList(db: Db): Promise<StaffPagesResponse> {
  return { pages: await selectStaffPages(db) };
}

/** One page with its title and content in the other languages (404 for an unknown id). */
export async function pageView(db: Db, id: number): Promise<StaffPageResponse> {
  const [row, languages] = await Promise.all([findStaffPage(db, id), contentLanguages(db)]);
  if (!row) throw AppError.notFound('Page');
  const others = languages.filter((language) => !language.is_default).map((language) => language.name);
  const texts = (await textsByRow(db, 'page', [id], PAGE_TEXT_FIELDS, others))(id);
  return {
    page: {
      ...row,
      translations: Object.fromEntries(
        Object.entries(texts).map(([locale, t]) => [
          locale,
          { title: t.title ?? null, description: t.description ?? null },
        ]),
      ),
    },
    languages,
  };
}

/**
 * Changes a page's title and content (sanitised) and their texts in the other languages, with
 * an audit entry of what changed, in one transaction holding the page's row. True when
 * anything changed.
 */
export async function savePage(ctx: Context, staffId: number, id: number, body: StaffPageValues): Promise<boolean> {
  const problems: Problems = {};
  const fields = { title: body.title, description: requiredBody(body.description, 'description', 'content', problems) };
  const texts = Object.fromEntries(
    Object.entries(body.translations).map(([locale, text]) => [
      locale,
      { title: text.title, description: cleanBody(text.description) },
    ]),
  );
  const changed = await ctx.db.transaction().execute(async (trx) => {
    const row = await lockPage(trx, ctx.kind, id);
    if (!row) throw AppError.notFound('Page');
    await checkTextLanguages(trx, body.translations);
    refuse(problems);
    const names = (['title', 'description'] as const).filter((key) => fields[key] !== row[key]);
    const only = (from: typeof fields) => Object.fromEntries(names.map((key) => [key, from[key]]));
    if (names.length > 0) await updatePage(trx, id, only(fields));
    const rewritten = await rewriteTexts(trx, 'page', id, PAGE_TEXT_FIELDS, texts);
    if (names.length === 0 && !rewritten.changed) return false;
    await recordAudit(trx, ctx.clock, {
      actorId: staffId,
      action: 'page.update',
      subjectType: 'page',
      subjectId: id,
      before: { ...only(row), ...(rewritten.changed ? { translations: rewritten.before } : {}) },
      after: { ...only(fields), ...(rewritten.changed ? { translations: rewritten.after } : {}) },
    });
    return true;
  });
  if (changed) catalogChanged();
  return changed;
}
