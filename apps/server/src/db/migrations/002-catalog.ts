import { type Kysely, sql } from 'kysely';
import { columnKit } from './column-kit.ts';

/**
 * Catalogue search and the public forms: full-text search over product name, code and short
 * description (SQLite FTS5 kept in step by triggers; PostgreSQL a generated tsvector with a GIN
 * index), banner kinds, blog views once per visitor, recently viewed products, contact-form
 * messages and seller applications.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const k = columnKit(db);

  if (k.postgres) {
    // Punctuation becomes spaces first, so words split as FTS5's unicode61 splits them
    // ("SK-000042" is "sk" and "000042", not a word and a negative number).
    await sql`ALTER TABLE products ADD COLUMN search tsvector GENERATED ALWAYS AS (
      setweight(to_tsvector('simple', regexp_replace(coalesce(name, ''), '[^[:alnum:]]+', ' ', 'g')), 'A') ||
      setweight(to_tsvector('simple', regexp_replace(coalesce(code, ''), '[^[:alnum:]]+', ' ', 'g')), 'A') ||
      setweight(to_tsvector('simple', regexp_replace(coalesce(short_description, ''), '[^[:alnum:]]+', ' ', 'g')), 'B')
    ) STORED`.execute(db);
    await sql`CREATE INDEX products_search_idx ON products USING GIN (search)`.execute(db);
  } else {
    await sql`CREATE VIRTUAL TABLE products_fts USING fts5(
      name, code, short_description, content='products', content_rowid='id', tokenize='unicode61'
    )`.execute(db);
    await sql`CREATE TRIGGER products_fts_insert AFTER INSERT ON products BEGIN
      INSERT INTO products_fts(rowid, name, code, short_description) VALUES (new.id, new.name, new.code, new.short_description);
    END`.execute(db);
    await sql`CREATE TRIGGER products_fts_delete AFTER DELETE ON products BEGIN
      INSERT INTO products_fts(products_fts, rowid, name, code, short_description) VALUES ('delete', old.id, old.name, old.code, old.short_description);
    END`.execute(db);
    await sql`CREATE TRIGGER products_fts_update AFTER UPDATE OF name, code, short_description ON products BEGIN
      INSERT INTO products_fts(products_fts, rowid, name, code, short_description) VALUES ('delete', old.id, old.name, old.code, old.short_description);
      INSERT INTO products_fts(rowid, name, code, short_description) VALUES (new.id, new.name, new.code, new.short_description);
    END`.execute(db);
    await sql`INSERT INTO products_fts(products_fts) VALUES ('rebuild')`.execute(db);
  }
  // Sorts and the effective-price range read these columns across the whole catalogue.
  for (const column of ['views', 'total_sold', 'created_at', 'rating']) {
    await db.schema.createIndex(`products_${column}_idx`).on('products').column(column).execute();
  }
  // Covering indexes: counts per shop and the colour and size facets read only the index.
  await db.schema
    .createIndex('products_shop_active_idx')
    .on('products')
    .columns(['shop_id', 'is_active', 'category_id'])
    .execute();
  await db.schema
    .createIndex('product_colors_facet_idx')
    .on('product_colors')
    .columns(['product_id', 'name', 'color_code'])
    .execute();
  await db.schema
    .createIndex('product_sizes_facet_idx')
    .on('product_sizes')
    .columns(['product_id', 'name', 'position'])
    .execute();
  await db.schema.createIndex('product_colors_name_idx').on('product_colors').column('name').execute();
  await db.schema.createIndex('product_sizes_name_idx').on('product_sizes').column('name').execute();

  await db.schema
    .alterTable('banners')
    .addColumn('type', 'varchar(10)', (c) => c.notNull().defaultTo('slider'))
    .execute();

  await db.schema
    .createTable('blog_views')
    .addColumn('blog_id', 'integer', (c) => c.notNull().references('blogs.id').onDelete('cascade'))
    .addColumn('visitor_hash', 'varchar(64)', (c) => c.notNull())
    .addColumn('created_at', 'varchar(30)', (c) => c.notNull())
    .addPrimaryKeyConstraint('blog_views_pk', ['blog_id', 'visitor_hash'])
    .execute();

  await db.schema
    .createTable('recently_viewed')
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('product_id', 'integer', (c) => c.notNull().references('products.id').onDelete('cascade'))
    .addColumn('viewed_at', 'varchar(30)', (c) => c.notNull())
    .addPrimaryKeyConstraint('recently_viewed_pk', ['user_id', 'product_id'])
    .execute();

  await k
    .table('support_messages')
    .addColumn('name', 'varchar(100)', (c) => c.notNull())
    .addColumn('phone', 'varchar(20)', (c) => c.notNull())
    .addColumn('email', 'varchar(254)')
    .addColumn('subject', 'varchar(200)', (c) => c.notNull())
    .addColumn('message', 'text', (c) => c.notNull())
    .addColumn('created_at', 'varchar(30)', (c) => c.notNull())
    .execute();

  await k
    .table('seller_applications')
    .addColumn('shop_name', 'varchar(100)', (c) => c.notNull())
    .addColumn('name', 'varchar(100)', (c) => c.notNull())
    .addColumn('email', 'varchar(254)', (c) => c.notNull())
    .addColumn('phone', 'varchar(20)', (c) => c.notNull())
    .addColumn('address', 'varchar(500)', (c) => c.notNull())
    .addColumn('status', 'varchar(10)', (c) => c.notNull().defaultTo('pending'))
    .addColumn('created_at', 'varchar(30)', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('seller_applications_email_idx').on('seller_applications').column('email').execute();
}
