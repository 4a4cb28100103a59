import type { Kysely } from 'kysely';
import { columnKit } from './column-kit.ts';

/**
 * Accounts: one-time codes and password-reset tokens (both stored only as hashes), the outbox
 * of mail and SMS, saved addresses, favourites, social sign-in links and the country list.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const k = columnKit(db);

  await k
    .table('one_time_codes')
    .addColumn('identifier', 'varchar(254)', (c) => c.notNull())
    .addColumn('purpose', 'varchar(20)', (c) => c.notNull())
    .addColumn('code_hash', 'varchar(64)', (c) => c.notNull())
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('expires_at', 'varchar(30)', (c) => c.notNull())
    .addColumn('consumed_at', 'varchar(30)')
    .addColumn('created_at', 'varchar(30)', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('one_time_codes_identifier_idx')
    .on('one_time_codes')
    .columns(['identifier', 'purpose'])
    .execute();

  await k
    .table('password_reset_tokens')
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('token_hash', 'varchar(64)', (c) => c.notNull().unique())
    .addColumn('expires_at', 'varchar(30)', (c) => c.notNull())
    .addColumn('used_at', 'varchar(30)')
    .addColumn('created_at', 'varchar(30)', (c) => c.notNull())
    .execute();

  await k
    .table('outbox_messages')
    .addColumn('channel', 'varchar(10)', (c) => c.notNull())
    .addColumn('recipient', 'varchar(254)', (c) => c.notNull())
    .addColumn('subject', 'varchar(255)')
    .addColumn('body', 'text', (c) => c.notNull())
    .addColumn('created_at', 'varchar(30)', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('outbox_messages_recipient_idx').on('outbox_messages').column('recipient').execute();

  await k
    .table('addresses')
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('name', 'varchar(100)')
    .addColumn('phone', 'varchar(20)')
    .addColumn('area', 'varchar(100)')
    .addColumn('flat_no', 'varchar(50)')
    .addColumn('post_code', 'varchar(20)')
    .addColumn('address_line', 'varchar(255)', (c) => c.notNull())
    .addColumn('address_line2', 'varchar(255)')
    .addColumn('address_type', 'varchar(30)', (c) => c.notNull())
    .addColumn('is_default', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('latitude', k.double)
    .addColumn('longitude', k.double)
    .addColumn('created_at', 'varchar(30)', (c) => c.notNull())
    .addColumn('updated_at', 'varchar(30)', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('addresses_user_idx').on('addresses').column('user_id').execute();

  await db.schema
    .createTable('favorites')
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('product_id', 'integer', (c) => c.notNull().references('products.id').onDelete('cascade'))
    .addColumn('created_at', 'varchar(30)', (c) => c.notNull())
    .addPrimaryKeyConstraint('favorites_pk', ['user_id', 'product_id'])
    .execute();

  await k
    .table('social_accounts')
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('provider', 'varchar(20)', (c) => c.notNull())
    .addColumn('provider_user_id', 'varchar(255)', (c) => c.notNull())
    .addColumn('created_at', 'varchar(30)', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('social_accounts_provider_user_unique')
    .on('social_accounts')
    .columns(['provider', 'provider_user_id'])
    .unique()
    .execute();
  await db.schema.createIndex('social_accounts_user_idx').on('social_accounts').column('user_id').execute();

  await k
    .table('countries')
    .addColumn('code', 'varchar(2)', (c) => c.notNull().unique())
    .addColumn('name', 'varchar(100)', (c) => c.notNull())
    .addColumn('phone_code', 'varchar(8)', (c) => c.notNull())
    .execute();
}
