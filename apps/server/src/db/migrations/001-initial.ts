import type { Kysely } from 'kysely';
import { columnKit } from './column-kit.ts';

/**
 * The catalogue, content, settings and accounts laid down by the foundation. Money columns hold
 * integer minor units of the default currency; flags are 0/1 integers and times ISO-8601 UTC
 * text, so the same queries read alike on SQLite and PostgreSQL.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const k = columnKit(db);

  await db.schema
    .createTable('settings')
    .addColumn('key', 'varchar(100)', (c) => c.primaryKey())
    .addColumn('value', 'text', (c) => c.notNull())
    .execute();

  await k
    .table('languages')
    .addColumn('name', 'varchar(10)', (c) => c.notNull().unique())
    .addColumn('title', 'varchar(100)', (c) => c.notNull())
    .addColumn('direction', 'varchar(3)', (c) => c.notNull().defaultTo('ltr'))
    .addColumn('is_default', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('is_active', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('position', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('messages', 'text', (c) => c.notNull().defaultTo('{}'))
    .execute();

  await k
    .table('currencies')
    .addColumn('name', 'varchar(10)', (c) => c.notNull().unique())
    .addColumn('symbol', 'varchar(10)', (c) => c.notNull())
    .addColumn('position', 'varchar(6)', (c) => c.notNull().defaultTo('prefix'))
    .addColumn('rate_from_default', k.double, (c) => c.notNull().defaultTo(1))
    .addColumn('precision', 'integer', (c) => c.notNull().defaultTo(2))
    .addColumn('is_default', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('is_active', 'integer', (c) => c.notNull().defaultTo(1))
    .execute();

  await k
    .table('menus')
    .addColumn('name', 'varchar(100)', (c) => c.notNull())
    .addColumn('url', 'varchar(500)', (c) => c.notNull())
    .addColumn('target', 'varchar(10)', (c) => c.notNull().defaultTo('_self'))
    .addColumn('is_external', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('position', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();

  await k
    .table('footer_groups')
    .addColumn('title', 'varchar(100)', (c) => c.notNull())
    .addColumn('position', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await k
    .table('footer_items')
    .addColumn('group_id', 'integer', (c) => c.notNull().references('footer_groups.id').onDelete('cascade'))
    .addColumn('type', 'varchar(20)', (c) => c.notNull())
    .addColumn('title', 'varchar(255)', (c) => c.notNull())
    .addColumn('url', 'varchar(500)')
    .addColumn('target', 'varchar(10)', (c) => c.notNull().defaultTo('_self'))
    .addColumn('position', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();

  await k
    .table('social_links')
    .addColumn('name', 'varchar(50)', (c) => c.notNull())
    .addColumn('link', 'varchar(500)', (c) => c.notNull())
    .addColumn('logo', 'varchar(500)', (c) => c.notNull())
    .addColumn('position', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();

  await k
    .table('users')
    .addColumn('role', 'varchar(20)', (c) => c.notNull().defaultTo('customer'))
    .addColumn('name', 'varchar(255)', (c) => c.notNull())
    .addColumn('email', 'varchar(254)', (c) => c.unique())
    .addColumn('phone', 'varchar(20)', (c) => c.unique())
    .addColumn('phone_code', 'varchar(8)')
    .addColumn('country', 'varchar(100)')
    .addColumn('password_hash', 'varchar(255)')
    .addColumn('email_verified_at', 'varchar(30)')
    .addColumn('phone_verified_at', 'varchar(30)')
    .addColumn('profile_photo', 'varchar(500)')
    .addColumn('gender', 'varchar(20)')
    .addColumn('date_of_birth', 'varchar(10)')
    .addColumn('is_active', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('last_online_at', 'varchar(30)')
    .addColumn('created_at', 'varchar(30)', (c) => c.notNull())
    .addColumn('updated_at', 'varchar(30)', (c) => c.notNull())
    .execute();

  await k
    .table('access_tokens')
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('token_hash', 'varchar(64)', (c) => c.notNull().unique())
    .addColumn('scope', 'varchar(20)', (c) => c.notNull())
    .addColumn('expires_at', 'varchar(30)', (c) => c.notNull())
    .addColumn('last_used_at', 'varchar(30)')
    .addColumn('created_at', 'varchar(30)', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('access_tokens_user_idx').on('access_tokens').column('user_id').execute();

  await k
    .table('shops')
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id'))
    .addColumn('name', 'varchar(255)', (c) => c.notNull())
    .addColumn('slug', 'varchar(255)', (c) => c.notNull().unique())
    .addColumn('prefix', 'varchar(4)', (c) => c.notNull())
    .addColumn('logo', 'varchar(500)', (c) => c.notNull())
    .addColumn('banner', 'varchar(500)', (c) => c.notNull())
    .addColumn('short_description', 'varchar(500)')
    .addColumn('description', 'text')
    .addColumn('address', 'varchar(500)')
    .addColumn('phone', 'varchar(20)')
    .addColumn('email', 'varchar(254)')
    .addColumn('opening_time', 'varchar(5)', (c) => c.notNull().defaultTo('09:00'))
    .addColumn('closing_time', 'varchar(5)', (c) => c.notNull().defaultTo('21:00'))
    .addColumn('estimated_delivery_time', 'varchar(50)')
    .addColumn('delivery_charge', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('rating', k.double, (c) => c.notNull().defaultTo(0))
    .addColumn('review_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('is_root', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('is_active', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('created_at', 'varchar(30)', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('shops_user_idx').on('shops').column('user_id').execute();

  await k
    .table('shop_banners')
    .addColumn('shop_id', 'integer', (c) => c.notNull().references('shops.id').onDelete('cascade'))
    .addColumn('thumbnail', 'varchar(500)', (c) => c.notNull())
    .addColumn('position', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();

  await k
    .table('categories')
    .addColumn('parent_id', 'integer', (c) => c.references('categories.id').onDelete('cascade'))
    .addColumn('name', 'varchar(255)', (c) => c.notNull())
    .addColumn('slug', 'varchar(255)', (c) => c.notNull().unique())
    .addColumn('thumbnail', 'varchar(500)', (c) => c.notNull())
    .addColumn('position', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('is_active', 'integer', (c) => c.notNull().defaultTo(1))
    .execute();
  await db.schema.createIndex('categories_parent_idx').on('categories').column('parent_id').execute();

  await k
    .table('brands')
    .addColumn('name', 'varchar(255)', (c) => c.notNull())
    .addColumn('slug', 'varchar(255)', (c) => c.notNull().unique())
    .addColumn('is_active', 'integer', (c) => c.notNull().defaultTo(1))
    .execute();

  await k
    .table('units')
    .addColumn('name', 'varchar(50)', (c) => c.notNull().unique())
    .execute();

  await k
    .table('products')
    .addColumn('shop_id', 'integer', (c) => c.notNull().references('shops.id'))
    .addColumn('category_id', 'integer', (c) => c.notNull().references('categories.id'))
    .addColumn('sub_category_id', 'integer', (c) => c.references('categories.id'))
    .addColumn('brand_id', 'integer', (c) => c.references('brands.id'))
    .addColumn('unit_id', 'integer', (c) => c.references('units.id'))
    .addColumn('name', 'varchar(255)', (c) => c.notNull())
    .addColumn('slug', 'varchar(255)', (c) => c.notNull())
    .addColumn('code', 'varchar(50)', (c) => c.notNull().unique())
    .addColumn('short_description', 'varchar(1000)')
    .addColumn('description', 'text')
    .addColumn('thumbnail', 'varchar(500)', (c) => c.notNull())
    .addColumn('price', 'integer', (c) => c.notNull())
    .addColumn('discount_price', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('quantity', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('total_sold', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('views', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('rating', k.double, (c) => c.notNull().defaultTo(0))
    .addColumn('review_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('is_digital', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('is_active', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('meta_title', 'varchar(255)')
    .addColumn('meta_description', 'varchar(500)')
    .addColumn('meta_keywords', 'varchar(500)')
    .addColumn('created_at', 'varchar(30)', (c) => c.notNull())
    .addColumn('updated_at', 'varchar(30)', (c) => c.notNull())
    .execute();
  for (const column of ['shop_id', 'category_id', 'sub_category_id', 'brand_id']) {
    await db.schema.createIndex(`products_${column}_idx`).on('products').column(column).execute();
  }

  await k
    .table('product_images')
    .addColumn('product_id', 'integer', (c) => c.notNull().references('products.id').onDelete('cascade'))
    .addColumn('url', 'varchar(500)', (c) => c.notNull())
    .addColumn('type', 'varchar(10)', (c) => c.notNull().defaultTo('image'))
    .addColumn('position', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await k
    .table('product_sizes')
    .addColumn('product_id', 'integer', (c) => c.notNull().references('products.id').onDelete('cascade'))
    .addColumn('name', 'varchar(50)', (c) => c.notNull())
    .addColumn('price', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('position', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await k
    .table('product_colors')
    .addColumn('product_id', 'integer', (c) => c.notNull().references('products.id').onDelete('cascade'))
    .addColumn('name', 'varchar(50)', (c) => c.notNull())
    .addColumn('color_code', 'varchar(9)', (c) => c.notNull())
    .addColumn('price', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('position', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  for (const table of ['product_images', 'product_sizes', 'product_colors']) {
    await db.schema.createIndex(`${table}_product_idx`).on(table).column('product_id').execute();
  }

  await k
    .table('reviews')
    .addColumn('product_id', 'integer', (c) => c.notNull().references('products.id').onDelete('cascade'))
    .addColumn('shop_id', 'integer', (c) => c.notNull().references('shops.id'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id'))
    .addColumn('order_id', 'integer')
    .addColumn('rating', 'integer', (c) => c.notNull())
    .addColumn('description', 'text')
    .addColumn('created_at', 'varchar(30)', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('reviews_product_idx').on('reviews').column('product_id').execute();
  await db.schema.createIndex('reviews_shop_idx').on('reviews').column('shop_id').execute();

  await k
    .table('flash_sales')
    .addColumn('name', 'varchar(255)', (c) => c.notNull())
    .addColumn('thumbnail', 'varchar(500)', (c) => c.notNull())
    .addColumn('start_date', 'varchar(30)', (c) => c.notNull())
    .addColumn('end_date', 'varchar(30)', (c) => c.notNull())
    .addColumn('is_active', 'integer', (c) => c.notNull().defaultTo(1))
    .execute();
  await k
    .table('flash_sale_products')
    .addColumn('flash_sale_id', 'integer', (c) => c.notNull().references('flash_sales.id').onDelete('cascade'))
    .addColumn('product_id', 'integer', (c) => c.notNull().references('products.id').onDelete('cascade'))
    .addColumn('price', 'integer', (c) => c.notNull())
    .addColumn('quantity', 'integer', (c) => c.notNull())
    .addColumn('sold', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema
    .createIndex('flash_sale_products_unique')
    .on('flash_sale_products')
    .columns(['flash_sale_id', 'product_id'])
    .unique()
    .execute();
  await db.schema
    .createIndex('flash_sale_products_product_idx')
    .on('flash_sale_products')
    .column('product_id')
    .execute();

  await k
    .table('banners')
    .addColumn('title', 'varchar(255)', (c) => c.notNull())
    .addColumn('thumbnail', 'varchar(500)', (c) => c.notNull())
    .addColumn('url', 'varchar(500)')
    .addColumn('position', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('is_active', 'integer', (c) => c.notNull().defaultTo(1))
    .execute();

  await k
    .table('blog_categories')
    .addColumn('name', 'varchar(255)', (c) => c.notNull())
    .addColumn('slug', 'varchar(255)', (c) => c.notNull().unique())
    .execute();
  await k
    .table('blogs')
    .addColumn('category_id', 'integer', (c) => c.notNull().references('blog_categories.id'))
    .addColumn('title', 'varchar(255)', (c) => c.notNull())
    .addColumn('slug', 'varchar(255)', (c) => c.notNull().unique())
    .addColumn('thumbnail', 'varchar(500)', (c) => c.notNull())
    .addColumn('short_description', 'varchar(1000)')
    .addColumn('description', 'text', (c) => c.notNull())
    .addColumn('tags', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('views', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('is_active', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('created_at', 'varchar(30)', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('blogs_category_idx').on('blogs').column('category_id').execute();

  await k
    .table('pages')
    .addColumn('slug', 'varchar(255)', (c) => c.notNull().unique())
    .addColumn('title', 'varchar(255)', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull())
    .execute();

  await k
    .table('coupons')
    .addColumn('shop_id', 'integer', (c) => c.references('shops.id'))
    .addColumn('code', 'varchar(50)', (c) => c.notNull().unique())
    .addColumn('discount_type', 'varchar(12)', (c) => c.notNull())
    .addColumn('discount', 'integer', (c) => c.notNull())
    .addColumn('min_order_amount', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('max_discount_amount', 'integer')
    .addColumn('limit_for_user', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('started_at', 'varchar(30)', (c) => c.notNull())
    .addColumn('expired_at', 'varchar(30)', (c) => c.notNull())
    .addColumn('is_active', 'integer', (c) => c.notNull().defaultTo(1))
    .execute();
  await db.schema.createIndex('coupons_shop_idx').on('coupons').column('shop_id').execute();
}
