import type { Kysely } from 'kysely';
import type { Database, QuotesTable, SupportTicketsTable } from '../db/types.ts';
import { DEMO_CUSTOMER_EMAIL, STAFF_EMAIL } from './accounts.ts';

const DAY = 86_400_000;

const pad = (id: number) => String(id).padStart(6, '0');

interface DemoQuote {
  shopIndex: number;
  status: QuotesTable['status'];
  daysAgo: number;
  note: string;
  /** Days from now the prices hold (negative: already expired); null before an answer. */
  validDays: number | null;
  shopNote: string | null;
  /** Quoted unit price as a share of the list price. */
  share: number;
}

const QUOTES: DemoQuote[] = [
  {
    shopIndex: 0,
    status: 'Pending',
    daysAgo: 1,
    note: 'Gifts for our team, 25 of each.',
    validDays: null,
    shopNote: null,
    share: 0,
  },
  {
    shopIndex: 1,
    status: 'Quoted',
    daysAgo: 4,
    note: 'Can you do a bulk price?',
    validDays: 10,
    shopNote: 'Ten percent off for this order.',
    share: 0.9,
  },
  {
    shopIndex: 2,
    status: 'Quoted',
    daysAgo: 20,
    note: 'Price for a school order?',
    validDays: -5,
    shopNote: 'Valid for one week.',
    share: 0.85,
  },
  {
    shopIndex: 3,
    status: 'Rejected',
    daysAgo: 30,
    note: 'Could you match a lower price?',
    validDays: null,
    shopNote: 'Sorry, our prices are already final.',
    share: 0,
  },
];

interface DemoTicket {
  issue: string;
  status: SupportTicketsTable['status'];
  daysAgo: number;
  subject: string;
  message: string;
  reply: string | null;
}

const TICKETS: DemoTicket[] = [
  {
    issue: 'Delivery issue',
    status: 'running',
    daysAgo: 2,
    subject: 'Parcel not arrived yet',
    message: 'My parcel was due two days ago. Can you check where it is?',
    reply: 'We asked the courier; your parcel arrives tomorrow before noon.',
  },
  {
    issue: 'Payment issue',
    status: 'completed',
    daysAgo: 15,
    subject: 'Charged twice',
    message: 'My card shows two charges for one order.',
    reply: 'The second charge was a hold and has been released.',
  },
  {
    issue: 'Account issue',
    status: 'cancel',
    daysAgo: 40,
    subject: 'Change my e-mail',
    message: 'I would like to change the e-mail of my account.',
    reply: null,
  },
];

async function insertQuote(db: Kysely<Database>, userId: number, shopId: number, quote: DemoQuote, now: number) {
  const at = new Date(now - quote.daysAgo * DAY).toISOString();
  const answered = quote.status !== 'Pending';
  const row = await db
    .insertInto('quotes')
    .values({
      quote_number: `seed-${quote.shopIndex}`,
      user_id: userId,
      shop_id: shopId,
      status: quote.status,
      note: quote.note,
      shop_note: quote.shopNote,
      valid_until: quote.validDays === null ? null : new Date(now + quote.validDays * DAY).toISOString(),
      answered_at: answered ? new Date(now - (quote.daysAgo - 1) * DAY).toISOString() : null,
      created_at: at,
      updated_at: at,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db
    .updateTable('quotes')
    .set({ quote_number: `QT-${pad(row.id)}` })
    .where('id', '=', row.id)
    .execute();
  const products = await db
    .selectFrom('products')
    .select(['id', 'price'])
    .where('shop_id', '=', shopId)
    .where('is_active', '=', 1)
    .orderBy('id')
    .limit(2)
    .execute();
  await db
    .insertInto('quote_items')
    .values(
      products.map((product, i) => ({
        quote_id: row.id,
        product_id: product.id,
        size_id: null,
        color_id: null,
        quantity: 25 - i * 15,
        target_price: Math.round(product.price * 0.8),
        unit_price: quote.share > 0 ? Math.round(product.price * quote.share) : null,
      })),
    )
    .execute();
}

async function insertTicket(
  db: Kysely<Database>,
  ids: { user: number; staff: number },
  ticket: DemoTicket,
  now: number,
) {
  const at = new Date(now - ticket.daysAgo * DAY).toISOString();
  const issue = await db
    .selectFrom('ticket_issue_types')
    .select('id')
    .where('name', '=', ticket.issue)
    .executeTakeFirstOrThrow();
  const row = await db
    .insertInto('support_tickets')
    .values({
      ticket_number: `seed-${ticket.daysAgo}`,
      user_id: ids.user,
      issue_type_id: issue.id,
      order_id: null,
      shop_id: null,
      subject: ticket.subject,
      message: ticket.message,
      email: DEMO_CUSTOMER_EMAIL,
      phone: '5550100001',
      status: ticket.status,
      created_at: at,
      updated_at: at,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db
    .updateTable('support_tickets')
    .set({ ticket_number: `TKT-${pad(row.id)}` })
    .where('id', '=', row.id)
    .execute();
  const messages = [{ sender_id: ids.user, message: ticket.message, is_staff: 0, is_highlighted: 0, created_at: at }];
  if (ticket.reply) {
    const later = new Date(now - (ticket.daysAgo - 1) * DAY).toISOString();
    messages.push({ sender_id: ids.staff, message: ticket.reply, is_staff: 1, is_highlighted: 1, created_at: later });
  }
  await db
    .insertInto('ticket_messages')
    .values(messages.map((m) => ({ ...m, ticket_id: row.id })))
    .execute();
}

/**
 * A few quotes (one in each state the screens show) and support tickets for the demo customer,
 * with replies from the platform staff account (seeded with the other accounts, accounts.ts).
 */
export async function seedQuotesAndTickets(db: Kysely<Database>, now: number): Promise<void> {
  const idOf = async (email: string) =>
    (await db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirstOrThrow()).id;
  const ids = { user: await idOf(DEMO_CUSTOMER_EMAIL), staff: await idOf(STAFF_EMAIL) };
  const shops = await db.selectFrom('shops').select('id').where('is_active', '=', 1).orderBy('id').execute();
  // Oldest first, so ids (the lists' order) follow the dates.
  for (const quote of [...QUOTES].reverse()) {
    const shop = shops[quote.shopIndex];
    if (shop) await insertQuote(db, ids.user, shop.id, quote, now);
  }
  for (const ticket of [...TICKETS].reverse()) await insertTicket(db, ids, ticket, now);
}
