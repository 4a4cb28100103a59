import type { Kysely } from 'kysely';
import { columnKit } from './column-kit.ts';

/**
 * Buying: cart lines (the buy-now slot apart), voucher rules beyond 001's coupons (admin
 * vouchers assigned to shops, a total usage limit, collected vouchers, usages), VAT rates,
 * delivery-charge bands, payments, orders (one per shop) with their lines and status history,
 * and the Idempotency-Key records of order placement. Money is integer minor units.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const k = columnKit(db);

  await k
    .table('cart_items')
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('product_id', 'integer', (c) => c.notNull().references('products.id').onDelete('cascade'))
    .addColumn('shop_id', 'integer', (c) => c.notNull().references('shops.id').onDelete('cascade'))
    .addColumn('quantity', 'integer', (c) => c.notNull())
    .addColumn('size_id', 'integer', (c) => c.references('product_sizes.id').onDelete('cascade'))
    .addColumn('color_id', 'integer', (c) => c.references('product_colors.id').onDelete('cascade'))
    .addColumn('unit_id', 'integer', (c) => c.references('units.id').onDelete('set null'))
    .addColumn('is_buy_now', 'integer', (c) => c.notNull().defaultTo(0))
    // Quote prices: approved_price > 0 wins unless reset_price is 1
    // (docs/features/basket.md#line-prices).
    .addColumn('approved_price', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('reset_price', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'varchar(30)', (c) => c.notNull())
    .addColumn('updated_at', 'varchar(30)', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('cart_items_user_idx').on('cart_items').columns(['user_id', 'is_buy_now']).execute();

  await db.schema.alterTable('coupons').addColumn('total_limit', 'integer').execute();
  await db.schema
    .alterTable('coupons')
    .addColumn('used_count', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema
    .createTable('coupon_shops')
    .addColumn('coupon_id', 'integer', (c) => c.notNull().references('coupons.id').onDelete('cascade'))
    .addColumn('shop_id', 'integer', (c) => c.notNull().references('shops.id').onDelete('cascade'))
    .addPrimaryKeyConstraint('coupon_shops_pk', ['coupon_id', 'shop_id'])
    .execute();
  await db.schema
    .createTable('collected_coupons')
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('coupon_id', 'integer', (c) => c.notNull().references('coupons.id').onDelete('cascade'))
    .addColumn('created_at', 'varchar(30)', (c) => c.notNull())
    .addPrimaryKeyConstraint('collected_coupons_pk', ['user_id', 'coupon_id'])
    .execute();

  await k
    .table('vat_taxes')
    .addColumn('name', 'varchar(100)', (c) => c.notNull())
    .addColumn('percentage', k.double, (c) => c.notNull())
    .addColumn('is_active', 'integer', (c) => c.notNull().defaultTo(1))
    .execute();
  await k
    .table('delivery_charges')
    .addColumn('min_quantity', 'integer', (c) => c.notNull())
    .addColumn('max_quantity', 'integer')
    .addColumn('charge', 'integer', (c) => c.notNull())
    .execute();

  await k
    .table('payments')
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id'))
    .addColumn('method', 'varchar(30)', (c) => c.notNull())
    .addColumn('amount', 'integer', (c) => c.notNull())
    .addColumn('status', 'varchar(12)', (c) => c.notNull())
    .addColumn('paid_at', 'varchar(30)')
    .addColumn('created_at', 'varchar(30)', (c) => c.notNull())
    .addColumn('updated_at', 'varchar(30)', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('payments_user_idx').on('payments').column('user_id').execute();

  await k
    .table('orders')
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id'))
    .addColumn('shop_id', 'integer', (c) => c.notNull().references('shops.id'))
    .addColumn('payment_id', 'integer', (c) => c.notNull().references('payments.id'))
    .addColumn('order_code', 'varchar(30)', (c) => c.notNull().unique())
    .addColumn('order_status', 'varchar(12)', (c) => c.notNull())
    .addColumn('payment_status', 'varchar(12)', (c) => c.notNull())
    .addColumn('payment_method', 'varchar(30)', (c) => c.notNull())
    .addColumn('total_amount', 'integer', (c) => c.notNull())
    .addColumn('discount', 'integer', (c) => c.notNull())
    .addColumn('tax_amount', 'integer', (c) => c.notNull())
    .addColumn('coupon_id', 'integer', (c) => c.references('coupons.id'))
    .addColumn('coupon_code', 'varchar(50)')
    .addColumn('coupon_discount', 'integer', (c) => c.notNull())
    .addColumn('delivery_charge', 'integer', (c) => c.notNull())
    .addColumn('payable_amount', 'integer', (c) => c.notNull())
    .addColumn('quantity', 'integer', (c) => c.notNull())
    .addColumn('address_id', 'integer', (c) => c.references('addresses.id'))
    // Snapshots as JSON: the order keeps the address and VAT rates it was placed with.
    .addColumn('address', 'text', (c) => c.notNull())
    .addColumn('vat_taxes', 'text', (c) => c.notNull())
    .addColumn('note', 'text')
    .addColumn('estimated_delivery_date', 'varchar(30)')
    .addColumn('created_at', 'varchar(30)', (c) => c.notNull())
    .addColumn('updated_at', 'varchar(30)', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('orders_user_idx').on('orders').columns(['user_id', 'order_status']).execute();
  await db.schema.createIndex('orders_shop_idx').on('orders').columns(['shop_id', 'order_status']).execute();
  await db.schema.createIndex('orders_payment_idx').on('orders').column('payment_id').execute();
  await db.schema.createIndex('orders_address_idx').on('orders').column('address_id').execute();

  await k
    .table('order_items')
    .addColumn('order_id', 'integer', (c) => c.notNull().references('orders.id').onDelete('cascade'))
    .addColumn('product_id', 'integer', (c) => c.notNull().references('products.id'))
    .addColumn('name', 'varchar(255)', (c) => c.notNull())
    .addColumn('brand', 'varchar(100)')
    .addColumn('thumbnail', 'varchar(500)', (c) => c.notNull())
    .addColumn('size_id', 'integer')
    .addColumn('size_name', 'varchar(100)')
    .addColumn('color_id', 'integer')
    .addColumn('color_name', 'varchar(100)')
    .addColumn('unit_id', 'integer')
    .addColumn('unit_name', 'varchar(100)')
    .addColumn('list_price', 'integer', (c) => c.notNull())
    .addColumn('unit_price', 'integer', (c) => c.notNull())
    .addColumn('quantity', 'integer', (c) => c.notNull())
    // The flash-sale row the line was sold from, so a cancellation returns its quantity there.
    .addColumn('flash_sale_product_id', 'integer')
    .execute();
  await db.schema.createIndex('order_items_order_idx').on('order_items').column('order_id').execute();

  await k
    .table('order_status_history')
    .addColumn('order_id', 'integer', (c) => c.notNull().references('orders.id').onDelete('cascade'))
    .addColumn('order_status', 'varchar(12)', (c) => c.notNull())
    .addColumn('changed_by', 'integer')
    .addColumn('created_at', 'varchar(30)', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('order_status_history_idx').on('order_status_history').column('order_id').execute();

  await k
    .table('coupon_usages')
    .addColumn('coupon_id', 'integer', (c) => c.notNull().references('coupons.id').onDelete('cascade'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('order_id', 'integer', (c) => c.notNull().references('orders.id').onDelete('cascade'))
    .addColumn('created_at', 'varchar(30)', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('coupon_usages_idx').on('coupon_usages').columns(['coupon_id', 'user_id']).execute();

  await k
    .table('idempotency_keys')
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('key', 'varchar(255)', (c) => c.notNull())
    .addColumn('request_hash', 'varchar(64)', (c) => c.notNull())
    .addColumn('response_status', 'integer')
    .addColumn('response_body', 'text')
    .addColumn('created_at', 'varchar(30)', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('idempotency_keys_unique')
    .on('idempotency_keys')
    .columns(['user_id', 'key'])
    .unique()
    .execute();
}
