import { type Kysely, sql } from 'kysely';
import { columnKit } from './column-kit.ts';

/**
 * `product_changes`: one row per write that changes what product searches read (the text
 * searched, where a product is listed, its price, sales, rating, options and translated
 * names), appended by triggers, so every writer is seen, whichever process or tool made it.
 * Each server process's search index (catalog/search-index) reads the rows past the last one it
 * applied before answering, and re-reads those products; old rows are pruned.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const { postgres } = columnKit(db);
  await db.schema
    .createTable('product_changes')
    .addColumn('id', postgres ? 'bigserial' : 'integer', (c) =>
      postgres ? c.primaryKey() : c.primaryKey().autoIncrement(),
    )
    .addColumn('product_id', 'integer', (c) => c.notNull())
    // When, in milliseconds since 1970: old rows are pruned by it.
    .addColumn('changed_at', 'bigint', (c) => c.notNull().defaultTo(postgres ? NOW_POSTGRES : NOW_SQLITE))
    .execute();
  await sql`CREATE INDEX product_changes_changed_at_idx ON product_changes (changed_at)`.execute(db);
  for (const statement of postgres ? postgresTriggers() : sqliteTriggers()) await sql.raw(statement).execute(db);
}

/** The product columns a search reads (stock is left out: no search reads it). */
const PRODUCT_COLUMNS = [
  'name',
  'code',
  'short_description',
  'shop_id',
  'category_id',
  'sub_category_id',
  'brand_id',
  'is_active',
  'price',
  'discount_price',
  'flash_price',
  'total_sold',
  'views',
  'rating',
  'created_at',
];

/** Tables whose rows name a product, and the column that does. */
const PRODUCT_ROWS = [
  ['product_sizes', 'product_id', 'name, product_id'],
  ['product_colors', 'product_id', 'name, product_id'],
] as const;

/**
 * The row a bulk load (seed/bulk-load-*.ts) writes instead of one per product: product 0 stands
 * for every product, and each search index builds itself afresh.
 */
export const EVERY_PRODUCT_CHANGED = 'INSERT INTO product_changes (product_id) VALUES (0)';

const NOW_SQLITE = sql`(CAST((julianday('now') - 2440587.5) * 86400000 AS INTEGER))`;
const NOW_POSTGRES = sql`(floor(extract(epoch FROM clock_timestamp()) * 1000)::bigint)`;

function sqliteTriggers(): string[] {
  const log = (id: string) => `INSERT INTO product_changes (product_id) VALUES (${id});`;
  const out = [
    `CREATE TRIGGER product_changes_insert AFTER INSERT ON products BEGIN ${log('NEW.id')} END`,
    `CREATE TRIGGER product_changes_update AFTER UPDATE OF ${PRODUCT_COLUMNS.join(', ')} ON products BEGIN ${log('NEW.id')} END`,
    `CREATE TRIGGER product_changes_delete AFTER DELETE ON products BEGIN ${log('OLD.id')} END`,
    // A product's name in another language is searched too.
    `CREATE TRIGGER product_changes_name_insert AFTER INSERT ON translations
      WHEN NEW.entity = 'product' AND NEW.field = 'name' BEGIN ${log('NEW.entity_id')} END`,
    `CREATE TRIGGER product_changes_name_update AFTER UPDATE ON translations
      WHEN NEW.entity = 'product' AND NEW.field = 'name' BEGIN ${log('NEW.entity_id')} END`,
    `CREATE TRIGGER product_changes_name_delete AFTER DELETE ON translations
      WHEN OLD.entity = 'product' AND OLD.field = 'name' BEGIN ${log('OLD.entity_id')} END`,
  ];
  for (const [table, column, columns] of PRODUCT_ROWS) {
    out.push(
      `CREATE TRIGGER product_changes_${table}_insert AFTER INSERT ON ${table} BEGIN ${log(`NEW.${column}`)} END`,
      `CREATE TRIGGER product_changes_${table}_update AFTER UPDATE OF ${columns} ON ${table} BEGIN ${log(`NEW.${column}`)} ${log(`OLD.${column}`)} END`,
      `CREATE TRIGGER product_changes_${table}_delete AFTER DELETE ON ${table} BEGIN ${log(`OLD.${column}`)} END`,
    );
  }
  return out;
}

/** PostgreSQL: one function logs the product a row names; each trigger passes which column. */
function postgresTriggers(): string[] {
  return [
    `CREATE FUNCTION product_changes_log() RETURNS trigger LANGUAGE plpgsql AS $$
    DECLARE
      row_now jsonb := CASE WHEN TG_OP = 'DELETE' THEN NULL ELSE to_jsonb(NEW) END;
      row_was jsonb := CASE WHEN TG_OP = 'INSERT' THEN NULL ELSE to_jsonb(OLD) END;
    BEGIN
      IF TG_TABLE_NAME = 'translations'
        AND NOT (coalesce(row_now, row_was) ->> 'entity' = 'product' AND coalesce(row_now, row_was) ->> 'field' = 'name') THEN
        RETURN NULL;
      END IF;
      INSERT INTO product_changes (product_id)
        SELECT DISTINCT (r ->> TG_ARGV[0])::integer FROM (VALUES (row_now), (row_was)) v(r) WHERE r IS NOT NULL;
      RETURN NULL;
    END $$`,
    `CREATE TRIGGER product_changes_write AFTER INSERT OR DELETE ON products
      FOR EACH ROW EXECUTE FUNCTION product_changes_log('id')`,
    `CREATE TRIGGER product_changes_update AFTER UPDATE OF ${PRODUCT_COLUMNS.join(', ')} ON products
      FOR EACH ROW EXECUTE FUNCTION product_changes_log('id')`,
    `CREATE TRIGGER product_changes_names AFTER INSERT OR UPDATE OR DELETE ON translations
      FOR EACH ROW EXECUTE FUNCTION product_changes_log('entity_id')`,
    ...PRODUCT_ROWS.flatMap(([table, column]) => [
      `CREATE TRIGGER product_changes_${table} AFTER INSERT OR UPDATE OR DELETE ON ${table}
        FOR EACH ROW EXECUTE FUNCTION product_changes_log('${column}')`,
    ]),
  ];
}
