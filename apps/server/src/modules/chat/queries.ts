import { type ExpressionBuilder, sql } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { Database } from '../../db/types.ts';

/** Whose lists are read: a shopper's threads, or one shop's. Every chat query takes one. */
export type ChatOwner = { userId: number } | { shopId: number };

type Sender = 'user' | 'shop';

const unseen = (eb: ExpressionBuilder<Database & { c: Database['conversations'] }, 'c'>, sender: Sender) =>
  eb
    .selectFrom('chat_messages as m')
    .select((e) => e.fn.countAll<number>().as('n'))
    .whereRef('m.conversation_id', '=', 'c.id')
    .where('m.sender', '=', sender)
    .where('m.is_seen', '=', 0);

function conversationsOf(db: Db, owner: ChatOwner, search: string | undefined) {
  let query = db
    .selectFrom('conversations as c')
    .innerJoin('shops as s', 's.id', 'c.shop_id')
    .innerJoin('users as so', 'so.id', 's.user_id')
    .innerJoin('users as u', 'u.id', 'c.user_id');
  query = 'userId' in owner ? query.where('c.user_id', '=', owner.userId) : query.where('c.shop_id', '=', owner.shopId);
  if (search) {
    const pattern = `%${search.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    const column = 'userId' in owner ? sql`lower(s.name)` : sql`lower(u.name)`;
    query = query.where(sql<boolean>`${column} LIKE ${pattern} ESCAPE '\\'`);
  }
  return query;
}

/** One page of conversations, the most recently active first, with unread counts per side. */
export async function listConversations(
  db: Db,
  owner: ChatOwner,
  q: { search?: string; page: number; per_page: number },
) {
  const rows = await conversationsOf(db, owner, q.search)
    .select((eb) => [
      'c.id',
      'c.shop_id',
      'c.user_id',
      'c.product_id',
      'c.last_message',
      'c.last_message_at',
      's.name as shop_name',
      's.logo as shop_logo',
      's.rating as shop_rating',
      'so.last_online_at as shop_last_online',
      'u.name as user_name',
      'u.profile_photo as user_photo',
      'u.last_online_at as user_last_online',
      unseen(eb, 'user').as('unread_user'),
      unseen(eb, 'shop').as('unread_shop'),
    ])
    .orderBy('c.updated_at', 'desc')
    .orderBy('c.id', 'desc')
    .limit(q.per_page)
    .offset((q.page - 1) * q.per_page)
    .execute();
  const count = await conversationsOf(db, owner, q.search)
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return { total: Number(count.n), rows };
}
export type ConversationRow = Awaited<ReturnType<typeof listConversations>>['rows'][number];

/** The other sides of an owner's latest conversations: shop ids for a shopper, user ids for a shop. */
export async function latestCounterparts(db: Db, owner: ChatOwner, limit: number): Promise<number[]> {
  const query = db.selectFrom('conversations').orderBy('updated_at', 'desc').orderBy('id', 'desc').limit(limit);
  const rows =
    'userId' in owner
      ? await query.select('shop_id as id').where('user_id', '=', owner.userId).execute()
      : await query.select('user_id as id').where('shop_id', '=', owner.shopId).execute();
  return rows.map((row) => row.id);
}

/** The thread between one shop and one shopper, looked up through both owners. */
export function findConversation(db: Db, shopId: number, userId: number) {
  return db
    .selectFrom('conversations')
    .select(['id', 'shop_id', 'user_id'])
    .where('shop_id', '=', shopId)
    .where('user_id', '=', userId)
    .executeTakeFirst();
}

/** Opens the thread if it does not exist yet (the unique pair makes a race harmless). */
export async function ensureConversation(
  db: Db,
  shopId: number,
  userId: number,
  productId: number | null,
  now: string,
) {
  await db
    .insertInto('conversations')
    .values({ shop_id: shopId, user_id: userId, product_id: productId, created_at: now, updated_at: now })
    .onConflict((oc) => oc.columns(['shop_id', 'user_id']).doNothing())
    .execute();
  const found = await findConversation(db, shopId, userId);
  if (!found) throw new Error('conversation vanished after insert');
  return found;
}

/** Moves a thread to the top of both lists (reopened from the cart without a message). */
export async function touchConversation(db: Db, id: number, now: string) {
  await db.updateTable('conversations').set({ updated_at: now }).where('id', '=', id).execute();
}

/**
 * Stores a message and makes it the thread's last one. The thread's row is updated first: on
 * PostgreSQL that holds its row lock until the caller's transaction ends, so two messages of one
 * thread are numbered in the order they update it, and the last message kept is the newest one
 * (updated after the insert, two racing messages could leave the older one shown as last).
 * Must run inside a transaction.
 */
export async function insertMessage(
  db: Db,
  m: { conversationId: number; sender: Sender; body: string | null; productId: number | null; now: string },
): Promise<number> {
  // The thread remembers the product it was last about; a card without text still moves it up.
  await db
    .updateTable('conversations')
    .set({
      last_message: m.body,
      last_message_at: m.now,
      updated_at: m.now,
      ...(m.productId ? { product_id: m.productId } : {}),
    })
    .where('id', '=', m.conversationId)
    .execute();
  const row = await db
    .insertInto('chat_messages')
    .values({
      conversation_id: m.conversationId,
      sender: m.sender,
      body: m.body,
      product_id: m.productId,
      created_at: m.now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** What a message or a thread shows of the product it is about (`p`). */
const productColumns = [
  'p.id as product_id',
  'p.name as product_name',
  'p.thumbnail as product_thumbnail',
  'p.price as product_price',
  'p.discount_price as product_discount_price',
  'p.flash_price as product_flash_price',
  'p.rating as product_rating',
  'p.review_count as product_review_count',
] as const;

function messagesOf(db: Db, conversationId: number) {
  return db
    .selectFrom('chat_messages as m')
    .leftJoin('products as p', 'p.id', 'm.product_id')
    .where('m.conversation_id', '=', conversationId)
    .select(['m.id', 'm.sender', 'm.body', 'm.is_seen', 'm.created_at', ...productColumns]);
}
export type MessageRow = Awaited<ReturnType<ReturnType<typeof messagesOf>['executeTakeFirstOrThrow']>>;

/** Newest first, one page. */
export async function listMessages(db: Db, conversationId: number, q: { page: number; per_page: number }) {
  const rows = await messagesOf(db, conversationId)
    .orderBy('m.id', 'desc')
    .limit(q.per_page)
    .offset((q.page - 1) * q.per_page)
    .execute();
  const count = await db
    .selectFrom('chat_messages')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('conversation_id', '=', conversationId)
    .executeTakeFirstOrThrow();
  return { total: Number(count.n), rows };
}

export function findMessage(db: Db, conversationId: number, id: number) {
  return messagesOf(db, conversationId).where('m.id', '=', id).executeTakeFirstOrThrow();
}

/** Marks what `sender` wrote in the thread as seen by the other side. */
export async function markSeen(db: Db, conversationId: number, sender: Sender) {
  await db
    .updateTable('chat_messages')
    .set({ is_seen: 1 })
    .where('conversation_id', '=', conversationId)
    .where('sender', '=', sender)
    .where('is_seen', '=', 0)
    .execute();
}

/** Messages from shops the shopper has not seen, over all their threads. */
export async function countUnreadForUser(db: Db, userId: number): Promise<number> {
  const row = await db
    .selectFrom('chat_messages as m')
    .innerJoin('conversations as c', 'c.id', 'm.conversation_id')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('c.user_id', '=', userId)
    .where('m.sender', '=', 'shop')
    .where('m.is_seen', '=', 0)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** The parties of a thread as messages show them (names, photos, last seen). */
export function findParties(db: Db, shopId: number, userId: number) {
  return db
    .selectFrom('shops as s')
    .innerJoin('users as so', 'so.id', 's.user_id')
    .innerJoin('users as u', (join) => join.on('u.id', '=', userId))
    .select([
      's.id as shop_id',
      's.name as shop_name',
      's.logo as shop_logo',
      's.rating as shop_rating',
      'so.last_online_at as shop_last_online',
      'u.id as user_id',
      'u.name as user_name',
      'u.profile_photo as user_photo',
      'u.last_online_at as user_last_online',
    ])
    .where('s.id', '=', shopId)
    .executeTakeFirstOrThrow();
}
export type Parties = Awaited<ReturnType<typeof findParties>>;

export function findActiveShop(db: Db, shopId: number) {
  return db
    .selectFrom('shops')
    .select(['id', 'user_id'])
    .where('id', '=', shopId)
    .where('is_active', '=', 1)
    .executeTakeFirst();
}

export function findShopProduct(db: Db, shopId: number, productId: number) {
  return db
    .selectFrom('products')
    .select('id')
    .where('id', '=', productId)
    .where('shop_id', '=', shopId)
    .where('is_active', '=', 1)
    .executeTakeFirst();
}

export function findProductSummaries(db: Db, ids: number[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return db.selectFrom('products as p').select(productColumns).where('p.id', 'in', ids).execute();
}
