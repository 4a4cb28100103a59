import type { Insertable } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { Database, SupportTicketsTable } from '../../db/types.ts';
import { translateRows, translationsOf } from '../translations/translations.ts';

/**
 * Who may read a ticket: its customer, the staff of the shop whose order it is about, or
 * platform staff (any ticket). Always part of the WHERE clause.
 */
export type TicketReader = { userId: number } | { shopId: number } | { platform: true };

function ticketHeads(db: Db, reader: TicketReader) {
  const query = db
    .selectFrom('support_tickets as t')
    .innerJoin('ticket_issue_types as it', 'it.id', 't.issue_type_id')
    .leftJoin('orders as o', 'o.id', 't.order_id')
    .selectAll('t')
    .select(['it.name as issue_type', 'o.order_code']);
  if ('userId' in reader) return query.where('t.user_id', '=', reader.userId);
  if ('shopId' in reader) return query.where('t.shop_id', '=', reader.shopId);
  return query;
}
export type TicketHead = Awaited<ReturnType<ReturnType<typeof ticketHeads>['execute']>>[number];

/** Heads with their issue type named in the request's language, where it has a name there. */
async function withIssueTypeNames(db: Db, heads: TicketHead[]): Promise<TicketHead[]> {
  const names = await translationsOf(
    db,
    'ticket_issue_type',
    heads.map((head) => head.issue_type_id),
    ['name'],
  );
  return heads.map((head) => ({ ...head, issue_type: names.get(head.issue_type_id)?.name ?? head.issue_type }));
}

export async function selectTicketHeads(db: Db, reader: TicketReader, status?: SupportTicketsTable['status']) {
  let query = ticketHeads(db, reader).orderBy('t.id', 'desc');
  if (status) query = query.where('t.status', '=', status);
  return withIssueTypeNames(db, await query.execute());
}

export async function findTicketHead(db: Db, reader: TicketReader, ticketNumber: string) {
  const head = await ticketHeads(db, reader).where('t.ticket_number', '=', ticketNumber).executeTakeFirst();
  return head && (await withIssueTypeNames(db, [head]))[0];
}

/** Who a ticket concerns (its shopper, the shop whose order it is about) and where it stands. */
export function findTicketParties(db: Db, ticketNumber: string) {
  return db
    .selectFrom('support_tickets')
    .select(['ticket_number', 'status', 'subject', 'user_id', 'shop_id'])
    .where('ticket_number', '=', ticketNumber)
    .executeTakeFirst();
}

/** The issue types a ticket can have, in the form's order and the request's language. */
export async function selectIssueTypes(db: Db) {
  const rows = await db.selectFrom('ticket_issue_types').select(['id', 'name']).orderBy('sort').execute();
  return translateRows(db, 'ticket_issue_type', rows, ['name'], (row) => row.id);
}

/** The customer's ticket counts per status. */
export async function ticketCounts(db: Db, userId: number) {
  const rows = await db
    .selectFrom('support_tickets')
    .select(['status', (eb) => eb.fn.countAll<string | number>().as('n')])
    .where('user_id', '=', userId)
    .groupBy('status')
    .execute();
  const count = (status: SupportTicketsTable['status']) => Number(rows.find((r) => r.status === status)?.n ?? 0);
  return { running: count('running'), completed: count('completed'), cancel: count('cancel') };
}

/** The thread of a ticket, oldest first, with each sender's name and photo. */
export function selectTicketMessages(db: Db, ticketId: number) {
  return db
    .selectFrom('ticket_messages as m')
    .innerJoin('users as u', 'u.id', 'm.sender_id')
    .select([
      'm.id',
      'm.message',
      'm.created_at',
      'm.sender_id',
      'm.is_staff',
      'm.is_highlighted',
      'u.name as sender_name',
      'u.profile_photo',
    ])
    .where('m.ticket_id', '=', ticketId)
    .orderBy('m.id')
    .execute();
}
export type TicketMessageRow = Awaited<ReturnType<typeof selectTicketMessages>>[number];

export function selectTicketAttachments(db: Db, ticketId: number) {
  return db
    .selectFrom('ticket_attachments')
    .select(['id', 'url', 'type', 'size'])
    .where('ticket_id', '=', ticketId)
    .orderBy('id')
    .execute();
}

/**
 * Adds a message to a running ticket: the ticket's row is touched first, on the condition that
 * it is still running, so a reply and a closing at once take turns and a closed ticket takes no
 * reply. False when the ticket is not running. Run it in a transaction.
 */
export async function addTicketMessage(
  db: Db,
  values: { ticket_id: number; sender_id: number; message: string; is_staff: number; is_highlighted: number },
  now: string,
): Promise<boolean> {
  const touched = await db
    .updateTable('support_tickets')
    .set({ updated_at: now })
    .where('id', '=', values.ticket_id)
    .where('status', '=', 'running')
    .executeTakeFirst();
  if (Number(touched.numUpdatedRows) !== 1) return false;
  await db
    .insertInto('ticket_messages')
    .values({ ...values, created_at: now })
    .execute();
  return true;
}

/** The customer's own order with this code ("#RC000123"), or undefined. */
export function findOwnOrder(db: Db, userId: number, orderCode: string) {
  return db
    .selectFrom('orders')
    .select(['id', 'shop_id'])
    .where('user_id', '=', userId)
    .where('order_code', '=', orderCode)
    .executeTakeFirst();
}

/** Moves a ticket from running to `status`, only if still running; true when it moved. */
export async function closeTicket(db: Db, ticketId: number, status: 'completed' | 'cancel', now: string) {
  const result = await db
    .updateTable('support_tickets')
    .set({ status, updated_at: now })
    .where('id', '=', ticketId)
    .where('status', '=', 'running')
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export function findIssueType(db: Db, id: number) {
  return db.selectFrom('ticket_issue_types').select('id').where('id', '=', id).executeTakeFirst();
}

/** A new ticket; its id. */
export async function insertTicket(db: Db, values: Insertable<SupportTicketsTable>): Promise<number> {
  const ticket = await db.insertInto('support_tickets').values(values).returning('id').executeTakeFirstOrThrow();
  return ticket.id;
}

export async function setTicketNumber(db: Db, ticketId: number, ticketNumber: string): Promise<void> {
  await db.updateTable('support_tickets').set({ ticket_number: ticketNumber }).where('id', '=', ticketId).execute();
}

export async function insertTicketAttachments(db: Db, rows: Insertable<Database['ticket_attachments']>[]) {
  await db.insertInto('ticket_attachments').values(rows).execute();
}
