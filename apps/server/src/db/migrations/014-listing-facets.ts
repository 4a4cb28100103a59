import { type Kysely, sql } from 'kysely';
import { columnKit } from './column-kit.ts';

/**
 * What a product list's filter panel offers for a shop, category or sub-category (brands,
 * sizes, colours) and how many products it holds, kept as counts that writes keep up to date,
 * instead of read from every product of the scope on the first list after a change (about a
 * second for a category of 100,000 products and their 300,000 option rows).
 *
 * `listing_facets` holds, per scope (shop, category and sub-category, 0 standing for any) and
 * per fact (`n`: the product itself, `b`: its brand's id, `s` and `c`: a size's or colour's
 * name), a count of listed products (active, of an active shop) or option rows. Triggers only
 * append signed changes (`changed = 1`), so concurrent writes never wait on one hot row nor
 * deadlock; a reader sums a scope's rows, and a background fold (catalog/listing-facets-job.ts)
 * replaces a scope's rows by their sums. Each product counts in the eight scopes its shop,
 * category and sub-category combine into (`listing_masks`).
 *
 * `listing_product_facts` lists each listed product's facts with its scope; the triggers and the
 * rebuild (db/listing-facets-queries.ts) count over it.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const k = columnKit(db);
  await db.schema
    .createTable('listing_facets')
    .addColumn('id', k.postgres ? 'bigserial' : 'integer', (c) =>
      k.postgres ? c.primaryKey() : c.primaryKey().autoIncrement(),
    )
    .addColumn('shop_id', 'integer', (c) => c.notNull())
    .addColumn('category_id', 'integer', (c) => c.notNull())
    .addColumn('sub_category_id', 'integer', (c) => c.notNull())
    .addColumn('kind', 'varchar(1)', (c) => c.notNull())
    .addColumn('value', 'text', (c) => c.notNull())
    .addColumn('products', 'integer', (c) => c.notNull())
    .addColumn('changed', 'integer', (c) => c.notNull())
    .execute();
  await sql`CREATE INDEX listing_facets_scope_idx
    ON listing_facets (shop_id, category_id, sub_category_id, kind, value, products)`.execute(db);
  await sql`CREATE INDEX listing_facets_changed_idx
    ON listing_facets (shop_id, category_id, sub_category_id) WHERE changed = 1`.execute(db);

  await db.schema
    .createTable('listing_masks')
    .addColumn('bits', 'integer', (c) => c.primaryKey())
    .execute();
  await db
    .insertInto('listing_masks' as never)
    .values(Array.from({ length: 8 }, (_, bits) => ({ bits })) as never)
    .execute();

  const listed = (alias: string) => `FROM products ${alias} JOIN shops s ON s.id = ${alias}.shop_id
    WHERE ${alias}.is_active = 1 AND s.is_active = 1`;
  const scope = 'p.id AS product_id, p.shop_id, p.category_id, p.sub_category_id';
  await sql
    .raw(
      `CREATE VIEW listing_product_facts AS
    SELECT ${scope}, CAST('n' AS varchar(1)) AS kind, CAST('' AS text) AS value ${listed('p')}
    UNION ALL SELECT ${scope}, 'b', CAST(p.brand_id AS text) ${listed('p')} AND p.brand_id IS NOT NULL
    UNION ALL SELECT ${scope}, 's', CAST(o.name AS text) FROM product_sizes o JOIN products p ON p.id = o.product_id
      JOIN shops s ON s.id = p.shop_id WHERE p.is_active = 1 AND s.is_active = 1
    UNION ALL SELECT ${scope}, 'c', CAST(o.name AS text) FROM product_colors o JOIN products p ON p.id = o.product_id
      JOIN shops s ON s.id = p.shop_id WHERE p.is_active = 1 AND s.is_active = 1`,
    )
    .execute(db);

  await sql.raw(LISTING_FACETS_FILL).execute(db);
  if (k.postgres) await postgresTriggers(db);
  else await sqliteTriggers(db);
}

/** What decides whether, and where, a product is listed. */
const PRODUCT_SCOPE = ['is_active', 'shop_id', 'category_id', 'sub_category_id', 'brand_id'];
const OPTIONS = [
  ['product_sizes', 's'],
  ['product_colors', 'c'],
] as const;

/**
 * The statement that adds `sign` × the facts `where` picks (over the view, `v`) to every scope they
 * count in; `fact` replaces the fact's kind and value (an option's, counted where its product's
 * `n` fact is). The facts are counted per scope first, then spread over the eight scopes, so a
 * whole-catalogue count groups each fact once rather than eight times.
 */
function count(where: string, fact: string, sign: 1 | -1, changed: 0 | 1): string {
  const part = (bit: number, column: string) => `CASE WHEN m.bits & ${bit} = ${bit} THEN f.${column} ELSE 0 END`;
  return `INSERT INTO listing_facets (shop_id, category_id, sub_category_id, kind, value, products, changed)
    SELECT ${part(1, 'shop_id')}, ${part(2, 'category_id')}, ${part(4, 'sub_category_id')},
      f.kind, f.value, ${sign} * sum(f.n), ${changed}
    FROM (SELECT v.shop_id, v.category_id, v.sub_category_id, ${fact || 'v.kind, v.value'}, count(*) AS n
      FROM listing_product_facts v WHERE ${where} GROUP BY 1, 2, 3, 4, 5) f
    CROSS JOIN listing_masks m
    WHERE m.bits & 4 = 0 OR f.sub_category_id IS NOT NULL
    GROUP BY 1, 2, 3, 4, 5`;
}

/** Every listed product's facts, counted afresh (into an empty table: db/listing-facets-queries.ts). */
export const LISTING_FACETS_FILL = count('1 = 1', '', 1, 0);

type Row = 'OLD' | 'NEW';

/** A trigger's change of a product's facts: its row as it was (`OLD`) or is (`NEW`). */
const product = (row: Row, sign: 1 | -1) => `${count(`v.product_id = ${row}.id`, '', sign, 1)};`;

/** A trigger's change of an option of kind `kind`, counted where its product is. */
const optionCount = (kind: string, row: Row, sign: 1 | -1) =>
  `${count(`v.product_id = ${row}.product_id AND v.kind = 'n'`, `'${kind}' AS kind, ${row}.name AS value`, sign, 1)};`;

const changedAny = (columns: readonly string[]) =>
  columns.map((column) => `OLD.${column} IS DISTINCT FROM NEW.${column}`).join(' OR ');

/** SQLite: a trigger's body is its statements; SQLite writes IS NOT for IS DISTINCT FROM. */
async function sqliteTriggers(db: Kysely<unknown>) {
  const differs = (columns: readonly string[]) => changedAny(columns).replaceAll('IS DISTINCT FROM', 'IS NOT');
  const productColumns = PRODUCT_SCOPE.join(', ');
  const statements = [
    `CREATE TRIGGER listing_facets_product_insert AFTER INSERT ON products BEGIN ${product('NEW', 1)} END`,
    `CREATE TRIGGER listing_facets_product_unlist BEFORE UPDATE OF ${productColumns} ON products
      WHEN ${differs(PRODUCT_SCOPE)} BEGIN ${product('OLD', -1)} END`,
    `CREATE TRIGGER listing_facets_product_list AFTER UPDATE OF ${productColumns} ON products
      WHEN ${differs(PRODUCT_SCOPE)} BEGIN ${product('NEW', 1)} END`,
    // The options go first, while their product still says where they count.
    `CREATE TRIGGER listing_facets_product_delete BEFORE DELETE ON products BEGIN
      DELETE FROM product_sizes WHERE product_id = OLD.id;
      DELETE FROM product_colors WHERE product_id = OLD.id;
      ${product('OLD', -1)} END`,
    `CREATE TRIGGER listing_facets_shop_unlist BEFORE UPDATE OF is_active ON shops
      WHEN ${differs(['is_active'])} BEGIN ${count('v.shop_id = OLD.id', '', -1, 1)}; END`,
    `CREATE TRIGGER listing_facets_shop_list AFTER UPDATE OF is_active ON shops
      WHEN ${differs(['is_active'])} BEGIN ${count('v.shop_id = NEW.id', '', 1, 1)}; END`,
  ];
  for (const [table, kind] of OPTIONS) {
    const option = (row: Row, sign: 1 | -1) => optionCount(kind, row, sign);
    statements.push(
      `CREATE TRIGGER listing_facets_${table}_insert AFTER INSERT ON ${table} BEGIN ${option('NEW', 1)} END`,
      `CREATE TRIGGER listing_facets_${table}_delete AFTER DELETE ON ${table} BEGIN ${option('OLD', -1)} END`,
      `CREATE TRIGGER listing_facets_${table}_update AFTER UPDATE OF name, product_id ON ${table}
        WHEN ${differs(['name', 'product_id'])} BEGIN ${option('OLD', -1)} ${option('NEW', 1)} END`,
    );
  }
  for (const statement of statements) await sql.raw(statement).execute(db);
}

/**
 * PostgreSQL: one function per table; the triggers that call it say when. A BEFORE trigger
 * counts the row as it was (still in the table), an AFTER trigger as it is now.
 */
async function postgresTriggers(db: Kysely<unknown>) {
  const fn = (name: string, body: string) =>
    `CREATE FUNCTION ${name}() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN ${body} END $$`;
  const statements = [
    fn(
      'listing_facets_product',
      `IF TG_WHEN = 'AFTER' THEN ${product('NEW', 1)} RETURN NULL; END IF;
      IF TG_OP = 'UPDATE' THEN ${product('OLD', -1)} RETURN NEW; END IF;
      -- The options go first, while their product still says where they count.
      DELETE FROM product_sizes WHERE product_id = OLD.id;
      DELETE FROM product_colors WHERE product_id = OLD.id;
      ${product('OLD', -1)} RETURN OLD;`,
    ),
    fn(
      'listing_facets_shop',
      `IF TG_WHEN = 'AFTER' THEN ${count('v.shop_id = NEW.id', '', 1, 1)}; RETURN NULL; END IF;
      ${count('v.shop_id = OLD.id', '', -1, 1)}; RETURN NEW;`,
    ),
    `CREATE TRIGGER listing_facets_product_insert AFTER INSERT ON products
      FOR EACH ROW EXECUTE FUNCTION listing_facets_product()`,
    `CREATE TRIGGER listing_facets_product_unlist BEFORE UPDATE OF ${PRODUCT_SCOPE.join(', ')} ON products
      FOR EACH ROW WHEN (${changedAny(PRODUCT_SCOPE)}) EXECUTE FUNCTION listing_facets_product()`,
    `CREATE TRIGGER listing_facets_product_list AFTER UPDATE OF ${PRODUCT_SCOPE.join(', ')} ON products
      FOR EACH ROW WHEN (${changedAny(PRODUCT_SCOPE)}) EXECUTE FUNCTION listing_facets_product()`,
    `CREATE TRIGGER listing_facets_product_delete BEFORE DELETE ON products
      FOR EACH ROW EXECUTE FUNCTION listing_facets_product()`,
    `CREATE TRIGGER listing_facets_shop_unlist BEFORE UPDATE OF is_active ON shops
      FOR EACH ROW WHEN (${changedAny(['is_active'])}) EXECUTE FUNCTION listing_facets_shop()`,
    `CREATE TRIGGER listing_facets_shop_list AFTER UPDATE OF is_active ON shops
      FOR EACH ROW WHEN (${changedAny(['is_active'])}) EXECUTE FUNCTION listing_facets_shop()`,
  ];
  for (const [table, kind] of OPTIONS) {
    const option = (row: Row, sign: 1 | -1) => optionCount(kind, row, sign);
    statements.push(
      fn(
        `listing_facets_${table}`,
        `IF TG_OP <> 'INSERT' THEN ${option('OLD', -1)} END IF;
        IF TG_OP <> 'DELETE' THEN ${option('NEW', 1)} END IF;
        RETURN NULL;`,
      ),
      `CREATE TRIGGER listing_facets_${table}_write AFTER INSERT OR DELETE ON ${table}
        FOR EACH ROW EXECUTE FUNCTION listing_facets_${table}()`,
      `CREATE TRIGGER listing_facets_${table}_update AFTER UPDATE OF name, product_id ON ${table}
        FOR EACH ROW WHEN (${changedAny(['name', 'product_id'])}) EXECUTE FUNCTION listing_facets_${table}()`,
    );
  }
  for (const statement of statements) await sql.raw(statement).execute(db);
}
