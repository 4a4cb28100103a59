import { type Insertable, sql, type Updateable } from 'kysely';
import type { Db, DbKind } from '../../db/database.ts';
import type { LanguagesTable, TranslatedEntity } from '../../db/types.ts';

export type LanguageRow = Awaited<ReturnType<typeof selectLanguages>>[number];
export type LanguageFields = Omit<Insertable<LanguagesTable>, 'id' | 'is_default' | 'position' | 'messages'>;

/**
 * Has every language write take its turn, for the rest of the transaction: a write reads first
 * (is the code taken, the strings it merges its own into, the default's strings a new default
 * must have, the places a move renumbers) and must not interleave with another. A table lock
 * rather than row locks: an added language's row does not exist yet, and a new default's checks
 * read the old default's row as well as its own. Reads go on meanwhile (the storefront keeps
 * reading the languages). SQLite runs transactions one at a time on its one writing connection.
 */
export async function lockLanguages(trx: Db, kind: DbKind): Promise<void> {
  if (kind === 'postgres') await sql`LOCK TABLE ${sql.table('languages')} IN SHARE ROW EXCLUSIVE MODE`.execute(trx);
}

/** Every language, switched off ones too, with its strings (JSON), in the storefront's order. */
export function selectLanguages(db: Db) {
  return db
    .selectFrom('languages')
    .select(['id', 'name', 'title', 'direction', 'is_default', 'is_active', 'position', 'messages'])
    .orderBy('position')
    .orderBy('id')
    .execute();
}

export async function nameTaken(db: Db, name: string): Promise<boolean> {
  return (await db.selectFrom('languages').select('id').where('name', '=', name).executeTakeFirst()) !== undefined;
}

/** The place after the last language's. */
export async function nextPosition(db: Db): Promise<number> {
  const row = await db
    .selectFrom('languages')
    .select((eb) => eb.fn.max('position').as('last'))
    .executeTakeFirst();
  return row?.last === null || row?.last === undefined ? 0 : Number(row.last) + 1;
}

/** Adds a language, not the default and with no string yet, at `position`; its id. */
export async function insertLanguage(db: Db, fields: LanguageFields, position: number): Promise<number> {
  const row = await db
    .insertInto('languages')
    .values({ ...fields, position, is_default: 0, messages: '{}' })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function updateLanguage(db: Db, id: number, fields: Updateable<LanguagesTable>): Promise<void> {
  await db.updateTable('languages').set(fields).where('id', '=', id).execute();
}

/**
 * `id` becomes the one default, in a single statement: no moment, not even inside the
 * transaction, holds two defaults or none.
 */
export async function setDefault(db: Db, id: number): Promise<void> {
  await db
    .updateTable('languages')
    .set((eb) => ({ is_default: eb.case().when('id', '=', id).then(1).else(0).end() }))
    .execute();
}

/**
 * Every kind of row the `translations` table holds text for. A record, so a kind added to
 * TranslatedEntity fails to compile here until it is listed.
 */
const TRANSLATED: Record<TranslatedEntity, true> = {
  product: true,
  product_color: true,
  category: true,
  unit: true,
  shop: true,
  flash_sale: true,
  blog: true,
  blog_category: true,
  page: true,
  ticket_issue_type: true,
  menu: true,
  footer_group: true,
  footer_item: true,
  setting: true,
};
const translatedKinds = Object.keys(TRANSLATED) as TranslatedEntity[];

/**
 * Which of `locales` any content (a product, a category, a page, the footer…) has text in,
 * beside its own columns. One probe per language, each through the lookup index (entity, then
 * locale) and stopping at the first row.
 */
export async function localesWithContent(db: Db, locales: readonly string[]): Promise<Set<string>> {
  const found = await Promise.all(
    locales.map(async (locale) => {
      const row = await db
        .selectFrom('translations')
        .select('id')
        .where('entity', 'in', translatedKinds)
        .where('locale', '=', locale)
        .limit(1)
        .executeTakeFirst();
      return row ? [locale] : [];
    }),
  );
  return new Set(found.flat());
}
