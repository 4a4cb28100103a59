import type { Db } from '../../db/database.ts';
import { listLanguages } from '../settings/queries.ts';

const NOT_OFFERED = 'The language is not one the shop offers.';

/** Whether a language's texts as sent hold nothing: null, blank, or fields that all are. */
function blank(texts: unknown): boolean {
  if (texts === null || texts === undefined) return true;
  if (typeof texts === 'string') return texts.trim() === '';
  return typeof texts === 'object' && Object.values(texts).every(blank);
}

/**
 * Refusals (422 on `translations.<language>`) of texts sent in a language that is not another
 * offered one: the default's text is the row's own, and a language switched off is not shown.
 * A language whose texts are all blank is let through: a form loaded before staff switched that
 * language off still sends it so, and it stores nothing (a null text removes that language's).
 */
export async function unofferedLanguages(
  db: Db,
  translations: Record<string, unknown>,
): Promise<Record<string, string[]>> {
  const sent = Object.entries(translations).filter(([, texts]) => !blank(texts));
  if (sent.length === 0) return {};
  const offered = new Set(
    (await listLanguages(db)).filter((language) => language.is_default !== 1).map((language) => language.name),
  );
  return Object.fromEntries(
    sent.filter(([locale]) => !offered.has(locale)).map(([locale]) => [`translations.${locale}`, [NOT_OFFERED]]),
  );
}
