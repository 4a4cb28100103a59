import { type Kysely, sql } from 'kysely';
import { columnKit } from './column-kit.ts';

/** The tables whose own names are suggested besides products', by the kind they are suggested as. */
const NAMED = [
  ['category', 'categories'],
  ['shop', 'shops'],
] as const;
const KINDS = `('product', 'category', 'shop')`;

/**
 * Search suggestions as a shopper types: the distinct names of products (one name stands for
 * every product carrying it), and the names of categories and shops, in the rows' own language
 * and in each translated one (`suggest_names`); each name's folded words (`suggest_words`), so a
 * prefix reads one range of an index; and each word's trigrams (`suggest_trigrams`), so a word
 * typed with a typo finds the words it may have meant. Matching runs over this vocabulary of
 * a few thousand names, not over every product.
 *
 * Triggers only append the names a write touched (`suggest_changes`: no row shared between
 * writers, so none waits for another nor deadlocks), and the server brings the names in line
 * with the rows before it answers (modules/suggest/index-names.ts): a touched name is kept
 * while a row carries it, and its words are written in JavaScript, as translated names'
 * `search_text` is (lib/search-text.ts: neither database folds text alike). Which products a
 * name stands for, and whether they are listed, is read when answering (an index of products
 * by name, `products_name_idx`, and of translated names, `translations_name_idx`).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const k = columnKit(db);
  // Words compare byte by byte on PostgreSQL as on SQLite, so the words a prefix begins are one
  // range of the index whatever collation the database has.
  const word = sql.raw(k.postgres ? 'text COLLATE "C"' : 'text');
  const nameColumns = <T extends ReturnType<typeof k.table>>(table: T) =>
    table
      .addColumn('kind', 'varchar(10)', (c) => c.notNull())
      .addColumn('locale', 'varchar(12)', (c) => c.notNull())
      .addColumn('entity_id', 'integer', (c) => c.notNull())
      .addColumn('name', 'text', (c) => c.notNull());
  await nameColumns(k.table('suggest_names')).execute();
  await sql`CREATE UNIQUE INDEX suggest_names_key_idx ON suggest_names (kind, locale, entity_id, name)`.execute(db);
  await sql`CREATE TABLE suggest_words (
    locale varchar(12) NOT NULL,
    word ${word} NOT NULL,
    name_id integer NOT NULL REFERENCES suggest_names (id) ON DELETE CASCADE,
    PRIMARY KEY (locale, word, name_id)
  )`.execute(db);
  await sql`CREATE INDEX suggest_words_name_idx ON suggest_words (name_id, word)`.execute(db);
  await sql`CREATE TABLE suggest_trigrams (
    trigram ${word} NOT NULL,
    word ${word} NOT NULL,
    PRIMARY KEY (trigram, word)
  )`.execute(db);
  await nameColumns(k.table('suggest_changes')).execute();
  // The products a name stands for, in id order: the first listed one is read, not all of them.
  await sql`CREATE INDEX products_name_idx ON products (name, id)`.execute(db);
  await sql`CREATE INDEX translations_name_idx ON translations (entity, locale, value, entity_id)
    WHERE field = 'name'`.execute(db);

  await sql.raw(NAMES_FILL).execute(db);
  if (k.postgres) await postgresTriggers(db);
  else await sqliteTriggers(db);
}

/**
 * Every name there is, noted as touched so the server indexes it: here for the rows already
 * there, and after a bulk load, which writes with the triggers set aside.
 */
export const NAMES_FILL = `INSERT INTO suggest_changes (kind, locale, entity_id, name)
  SELECT 'product', '', 0, name FROM products
  UNION SELECT 'category', '', id, name FROM categories
  UNION SELECT 'shop', '', id, name FROM shops
  UNION SELECT entity, locale, CASE WHEN entity = 'product' THEN 0 ELSE entity_id END, value
    FROM translations WHERE field = 'name' AND entity IN ${KINDS}`;

type Row = 'OLD' | 'NEW';

/** A row's name, as SQL over `OLD` or `NEW`, and when the row names something suggested. */
interface Named {
  values: (row: Row) => string;
  when?: (row: Row) => string;
}

/** A table's own name; a product's stands for every product carrying it (entity_id 0). */
const own = (kind: string): Named => ({
  values: (row) => `'${kind}', '', ${kind === 'product' ? '0' : `${row}.id`}, ${row}.name`,
});
const translated: Named = {
  values: (row) =>
    `${row}.entity, ${row}.locale, CASE WHEN ${row}.entity = 'product' THEN 0 ELSE ${row}.entity_id END, ${row}.value`,
  when: (row) => `${row}.field = 'name' AND ${row}.entity IN ${KINDS}`,
};
const SOURCES = [
  { table: 'products', named: own('product'), key: ['name'] },
  ...NAMED.map(([kind, table]) => ({ table, named: own(kind), key: ['name'] })),
  { table: 'translations', named: translated, key: ['entity', 'entity_id', 'locale', 'field', 'value'] },
];

/** The statement noting the name `row` has (or had). */
const touch = (named: Named, row: Row) =>
  `INSERT INTO suggest_changes (kind, locale, entity_id, name) VALUES (${named.values(row)});`;

/** SQLite: a trigger's body is its statements, and its WHEN says which rows it is for; IS NOT is IS DISTINCT FROM. */
async function sqliteTriggers(db: Kysely<unknown>) {
  const statements = SOURCES.flatMap(({ table, named, key }) => {
    const when = (row: Row, ...more: string[]) => {
      const conditions = [...(named.when ? [named.when(row)] : []), ...more];
      return conditions.length > 0 ? `WHEN ${conditions.join(' AND ')}` : '';
    };
    const changed = `(${key.map((column) => `OLD.${column} IS NOT NEW.${column}`).join(' OR ')})`;
    const columns = key.join(', ');
    return [
      `CREATE TRIGGER suggest_${table}_insert AFTER INSERT ON ${table} ${when('NEW')} BEGIN ${touch(named, 'NEW')} END`,
      `CREATE TRIGGER suggest_${table}_unname AFTER UPDATE OF ${columns} ON ${table} ${when('OLD', changed)}
        BEGIN ${touch(named, 'OLD')} END`,
      `CREATE TRIGGER suggest_${table}_rename AFTER UPDATE OF ${columns} ON ${table} ${when('NEW', changed)}
        BEGIN ${touch(named, 'NEW')} END`,
      `CREATE TRIGGER suggest_${table}_delete AFTER DELETE ON ${table} ${when('OLD')} BEGIN ${touch(named, 'OLD')} END`,
    ];
  });
  for (const statement of statements) await sql.raw(statement).execute(db);
}

/** PostgreSQL: one function per table, called after each row is written; its triggers say when. */
async function postgresTriggers(db: Kysely<unknown>) {
  const statements = SOURCES.flatMap(({ table, named, key }) => {
    const step = (op: string, row: Row) => {
      const condition = [`TG_OP <> '${op}'`, ...(named.when ? [named.when(row)] : [])].join(' AND ');
      return `IF ${condition} THEN ${touch(named, row)} END IF;`;
    };
    const changed = key.map((column) => `OLD.${column} IS DISTINCT FROM NEW.${column}`).join(' OR ');
    return [
      `CREATE FUNCTION suggest_${table}() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN
        ${step('INSERT', 'OLD')} ${step('DELETE', 'NEW')} RETURN NULL; END $$`,
      `CREATE TRIGGER suggest_${table}_write AFTER INSERT OR DELETE ON ${table}
        FOR EACH ROW EXECUTE FUNCTION suggest_${table}()`,
      `CREATE TRIGGER suggest_${table}_rename AFTER UPDATE OF ${key.join(', ')} ON ${table}
        FOR EACH ROW WHEN (${changed}) EXECUTE FUNCTION suggest_${table}()`,
    ];
  });
  for (const statement of statements) await sql.raw(statement).execute(db);
}
