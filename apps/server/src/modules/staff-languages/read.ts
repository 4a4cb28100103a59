import type { DefaultBlock, StaffLanguage, StaffLanguageResponse, StaffLanguagesResponse } from '@souk/contract';
import type { Db } from '../../db/database.ts';
import { AppError } from '../../lib/app-error.ts';
import { countMissing, type Messages, parseMessages } from './messages.ts';
import { type LanguageRow, localesWithContent, selectLanguages } from './queries.ts';

/** A stored language with its strings read. */
export type Language = LanguageRow & { strings: Messages };

/** Every language with its strings, and what a view of one needs to know of the others. */
export interface Languages {
  rows: Language[];
  /** The default language, whose keys are the list every language is checked against. */
  standard: Language | undefined;
  /** The languages some content has translated text in (of every language's). */
  withContent: Set<string>;
}

/** Every language with its strings, and the default among them, read on `db` (a transaction's, for a write's checks). */
export async function readLanguageRows(db: Db): Promise<Omit<Languages, 'withContent'>> {
  const rows = (await selectLanguages(db)).map((row) => ({ ...row, strings: parseMessages(row.messages) }));
  return { rows, standard: rows.find((row) => row.is_default === 1) };
}

/** Every language, and which of them content is translated into. */
export async function readLanguages(db: Db): Promise<Languages> {
  const found = await readLanguageRows(db);
  const withContent = await localesWithContent(
    db,
    found.rows.map((row) => row.name),
  );
  return { ...found, withContent };
}

/**
 * Why `row` may not become the default now (null when it is the default or may become it). The
 * rows' own text of every translated thing is the default language's: were a language with
 * translations to become the default, its shoppers would read the rows' own text in their place,
 * and the old default's shoppers whatever text was stored in it. With none in either, every shopper reads
 * what they read before, only the labels move.
 */
export function defaultBlockedBy(row: LanguageRow, languages: Languages, missing: number): DefaultBlock | null {
  if (row.is_default === 1) return null;
  if (row.is_active !== 1) return 'inactive';
  if (missing > 0) return 'missing_strings';
  const { standard, withContent } = languages;
  if (withContent.has(row.name) || (standard && withContent.has(standard.name))) return 'translated_content';
  return null;
}

/** How many of the default's strings a language lacks. */
export const missingIn = (row: Language, languages: Languages) =>
  countMissing(languages.standard?.strings ?? {}, row.strings);

/** A stored language as the contract writes it, with its counts. */
export function languageView(row: Language, languages: Languages): StaffLanguage {
  const missing = missingIn(row, languages);
  return {
    id: row.id,
    name: row.name,
    title: row.title,
    direction: row.direction,
    is_default: row.is_default === 1,
    is_active: row.is_active === 1,
    position: Number(row.position),
    translated: totalStrings(languages) - missing,
    missing,
    default_blocked_by: defaultBlockedBy(row, languages, missing),
  };
}

/** How many strings the default language has. */
export const totalStrings = (languages: Languages) => Object.keys(languages.standard?.strings ?? {}).length;

/** Language `id` among `languages` (404 for an unknown id). */
export function languageIn(languages: Pick<Languages, 'rows'>, id: number): Language {
  const row = languages.rows.find((language) => language.id === id);
  if (!row) throw AppError.notFound('Language');
  return row;
}

/** `GET /staff/languages`: every language in the storefront's order. */
export async function languageList(db: Db): Promise<StaffLanguagesResponse> {
  const languages = await readLanguages(db);
  return {
    languages: languages.rows.map((row) => languageView(row, languages)),
    total_strings: totalStrings(languages),
  };
}

/** `GET /staff/languages/{id}`, and the answer of each change. */
export async function languagePage(db: Db, id: number): Promise<StaffLanguageResponse> {
  const languages = await readLanguages(db);
  return { language: languageView(languageIn(languages, id), languages), total_strings: totalStrings(languages) };
}
