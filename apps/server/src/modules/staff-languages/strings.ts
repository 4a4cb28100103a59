import type {
  InterfaceString,
  StaffLanguageStringsFilter,
  StaffLanguageStringsResponse,
  StaffLanguageStringsValues,
} from '@souk/contract';
import type { AppContext } from '../../app-context.ts';
import type { Db } from '../../db/database.ts';
import { AppError } from '../../lib/app-error.ts';
import { catalogChanged } from '../../lib/catalog-events.ts';
import { recordAudit } from '../audit/queries.ts';
import { type Messages, textOf } from './messages.ts';
import { lockLanguages, updateLanguage } from './queries.ts';
import { type Language, languageIn, languageView, readLanguageRows, readLanguages } from './read.ts';

/** The language whose keys every language is checked against: the default (or, with none, the language itself). */
const referenceFor = (row: Language, standard: Language | undefined) => standard ?? row;

/**
 * `GET /staff/languages/{id}/strings`: the default's strings in its order, each with this
 * language's text, those the search matches (key, default text or this language's, case aside)
 * of the status asked, one page of them; and the counts per status for the tabs.
 */
export async function stringsPage(
  db: Db,
  id: number,
  filter: StaffLanguageStringsFilter,
): Promise<StaffLanguageStringsResponse> {
  const languages = await readLanguages(db);
  const row = languageIn(languages, id);
  const reference = referenceFor(row, languages.standard);
  const needle = filter.search?.toLocaleLowerCase();
  const matching: InterfaceString[] = Object.entries(reference.strings)
    .map(([key, text]) => ({ key, default_text: text, text: textOf(row.strings, key) }))
    .filter(
      (string) =>
        !needle ||
        [string.key, string.default_text, string.text ?? ''].some((text) => text.toLocaleLowerCase().includes(needle)),
    );
  const missing = matching.filter((string) => string.text === null).length;
  const listed =
    filter.status === undefined
      ? matching
      : matching.filter((string) => (string.text === null) === (filter.status === 'missing'));
  const start = (filter.page - 1) * filter.per_page;
  return {
    language: languageView(row, languages),
    default_language: { name: reference.name, title: reference.title, direction: reference.direction },
    strings: listed.slice(start, start + filter.per_page),
    total: listed.length,
    counts: { all: matching.length, missing, translated: matching.length - missing },
  };
}

/** The refusals of a save: keys that are not strings of the storefront, the default losing one. */
function problemsOf(row: Language, reference: Messages, sent: StaffLanguageStringsValues['strings']) {
  const problems: Record<string, string[]> = {};
  for (const [key, text] of Object.entries(sent)) {
    if (!Object.hasOwn(reference, key)) problems[`strings.${key}`] = ['This is not one of the storefront’s strings.'];
    else if (text === null && row.is_default === 1) {
      problems[`strings.${key}`] = ['The default language keeps every string: write its text instead.'];
    }
  }
  return problems;
}

/**
 * Changes the strings sent of language `id`, and only those, with one audit entry of their texts
 * before and after, in one transaction holding the languages' lock: the strings are one JSON
 * column, so a save reads it, merges its own and writes it back, and two at once would each
 * write back what the other did not see. How many strings changed (0: nothing logged).
 */
export async function saveStrings(
  ctx: AppContext,
  staffId: number,
  id: number,
  body: StaffLanguageStringsValues,
): Promise<number> {
  const changed = await ctx.db.transaction().execute(async (trx) => {
    await lockLanguages(trx, ctx.kind);
    const languages = await readLanguageRows(trx);
    const row = languageIn(languages, id);
    const problems = problemsOf(row, referenceFor(row, languages.standard).strings, body.strings);
    if (Object.keys(problems).length > 0) throw AppError.fields(problems);
    const keys = Object.keys(body.strings).filter((key) => textOf(row.strings, key) !== body.strings[key]);
    if (keys.length === 0) return 0;
    const before = Object.fromEntries(keys.map((key) => [key, textOf(row.strings, key)]));
    const after = Object.fromEntries(keys.map((key) => [key, body.strings[key] ?? null]));
    const next = Object.entries({ ...row.strings, ...after }).filter(
      (entry): entry is [string, string] => entry[1] !== null,
    );
    await updateLanguage(trx, id, { messages: JSON.stringify(Object.fromEntries(next)) });
    await recordAudit(trx, ctx.clock, {
      actorId: staffId,
      action: 'language.strings',
      subjectType: 'language',
      subjectId: id,
      before,
      after,
    });
    return keys.length;
  });
  if (changed > 0) catalogChanged();
  return changed;
}
